import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-fetch.ts';
import { createQueryClient } from './query-client.ts';

const unauthorized = () => Promise.reject(new ApiError(401, '401: {"message":"Not signed in"}', '{"message":"Not signed in"}'));

describe('createQueryClient: the one place a 401 is handled', () => {
  it('calls onUnauthorized for a query or a mutation answered 401', async () => {
    const onUnauthorized = vi.fn();
    const client = createQueryClient(onUnauthorized);
    await client.fetchQuery({ queryKey: ['orders'], queryFn: unauthorized }).catch(() => null);
    await client.getMutationCache().build(client, { mutationFn: unauthorized }).execute(undefined).catch(() => null);
    expect(onUnauthorized).toHaveBeenCalledTimes(2);
  });

  it('leaves other failures, and calls whose meta owns the 401, to their screens', async () => {
    const onUnauthorized = vi.fn();
    const client = createQueryClient(onUnauthorized);
    await client.fetchQuery({ queryKey: ['auth', 'user'], queryFn: unauthorized, meta: { unauthorized: 'own' } }).catch(() => null);
    await client.fetchQuery({ queryKey: ['packages'], queryFn: () => Promise.reject(new ApiError(500, '500: x', 'x')) }).catch(() => null);
    await client.getMutationCache().build(client, { mutationFn: unauthorized, meta: { unauthorized: 'own' } }).execute(undefined).catch(() => null);
    expect(onUnauthorized).not.toHaveBeenCalled();
  });
});
