import type { ServiceLevel } from './constants/business.ts';
import type { ResponsiveImage } from './wire.ts';

/** GET /api/admin/catalog: everything staff manage in the catalog, inactive rows included (docs/design.md §13). */
export interface CatalogAdminView {
  packages: AdminPackage[];
  addOns: AdminAddOn[];
  promoCodes: AdminPromoCode[];
  gallery: AdminGalleryItem[];
  audit: CatalogAuditEntry[];
}

export interface AdminPackage {
  id: string;
  name: string;
  description: string;
  features: string[];
  serviceLevel: ServiceLevel;
  whiteGlovePrice: string;
  dropOffPrice: string;
  isPopular: boolean;
  imageUrl: string | null;
  image: ResponsiveImage | null;
  active: boolean;
}

export interface AdminAddOn {
  id: string;
  name: string;
  description: string;
  category: 'service' | 'quantity';
  price: string;
  maxQuantity: number | null;
  active: boolean;
}

export interface AdminPromoCode {
  id: string;
  code: string;
  discountType: 'percentage' | 'fixed';
  /** Percent ("15.00") or dollars ("50.00"). */
  discountValue: string;
  startsAt: string | null;
  endsAt: string | null;
  maxRedemptions: number | null;
  redemptions: number;
  active: boolean;
}

export interface AdminGalleryItem {
  id: string;
  location: string;
  packageType: string;
  takenOn: string;
  description: string;
  beforeImageUrl: string | null;
  beforeImage: ResponsiveImage | null;
  afterImageUrl: string | null;
  afterImage: ResponsiveImage | null;
  active: boolean;
}

/** One change: who, when, what, and the row before and after. */
export interface CatalogAuditEntry {
  id: string;
  at: string;
  staffName: string;
  entity: 'package' | 'add-on' | 'promo-code' | 'gallery' | 'image';
  entityId: string;
  action: 'create' | 'update' | 'delete';
  summary: string;
  changes: { field: string; before: unknown; after: unknown }[];
}
