import type { CreatedOrder, CurrentUser, MyOrderView } from '@sdp/shared';
import { hc, type InferRequestType, type InferResponseType } from 'hono/client';
import { describe, expectTypeOf, it } from 'vitest';
import type { AppType } from './app.ts';

// The access guards sit on each route's chain (ADR 018); this pins that the SPA's typed client still sees every route's request
// and response types through them. Checked by `npm run typecheck` (tsc reads this file); the runtime part only builds a client.
// eslint-disable-next-line @typescript-eslint/no-unused-vars -- only its type is read below; building it is the runtime part.
const client = hc<AppType>('http://localhost/api');

describe('hc<AppType> through the access guards', () => {
  it('types a public route: the order form in, the created order out', () => {
    type Body = InferRequestType<typeof client.orders.$post>['json'];
    expectTypeOf<Body>().toHaveProperty('packageId').toEqualTypeOf<string>();
    expectTypeOf<Body>().toHaveProperty('customerEmail').toEqualTypeOf<string>();
    // NOTE: the wire type is the JSON form of CreatedOrder, so the two must extend each other rather than be one declaration.
    expectTypeOf<InferResponseType<typeof client.orders.$post, 201>>().toExtend<CreatedOrder>();
    expectTypeOf<CreatedOrder>().toExtend<InferResponseType<typeof client.orders.$post, 201>>();
  });

  it('types staff and admin routes: params, bodies and answers', () => {
    type StatusCall = InferRequestType<(typeof client)['custom-quotes'][':id']['status']['$put']>;
    expectTypeOf<StatusCall['param']>().toEqualTypeOf<{ id: string }>();
    expectTypeOf<StatusCall['json']['status']>().toEqualTypeOf<'pending' | 'contacted' | 'quoted' | 'closed'>();
    type NewKey = InferRequestType<(typeof client.zapier)['api-keys']['$post']>['json'];
    expectTypeOf<NewKey>().toEqualTypeOf<{ name?: string } | undefined>();
    expectTypeOf<InferResponseType<typeof client.zapier.subscriptions.$get>>().not.toBeAny();
  });

  it('types a route whose guard is public but answers a signed-in user', () => {
    expectTypeOf<InferResponseType<typeof client.auth.user.$get, 200>>().toExtend<CurrentUser>();
    expectTypeOf<CurrentUser>().toExtend<InferResponseType<typeof client.auth.user.$get, 200>>();
  });

  it('types the customer\'s order page (ADR 046): the view out of every call, the bodies in', () => {
    type Page = (typeof client)['my-order'][':token'];
    expectTypeOf<InferResponseType<Page['$get'], 200>>().toExtend<MyOrderView>();
    expectTypeOf<MyOrderView>().toExtend<InferResponseType<Page['$get'], 200>>();
    expectTypeOf<InferResponseType<Page['reschedule']['$post'], 200>>().toExtend<MyOrderView>();
    expectTypeOf<InferRequestType<Page['reschedule']['$post']>['json']>().toEqualTypeOf<{ deliveryDate: string; total?: string }>();
    expectTypeOf<InferRequestType<Page['$patch']>['json']>().toEqualTypeOf<{ customerPhone?: string; specialInstructions?: string; pickupDate?: string }>();
    expectTypeOf<InferResponseType<Page['card-setup']['$post'], 200>>().toEqualTypeOf<{ clientSecret: string }>();
    expectTypeOf<InferResponseType<(typeof client)['my-order']['link']['$post'], 202>>().toEqualTypeOf<{ message: string }>();
  });
});
