import type { ContactPreferences } from '../domain/preferences.js';
import type { PrintedDocument } from '../domain/documents.js';

/** The transaction of an event handler (handleOnce), opaque here. */
export type Tx = { readonly __tx: unique symbol };

/** A purchase that belongs to a customer's account: the sale, its collected payment and when it completed. */
export interface PortalPurchase {
  saleId: string;
  customerId: number;
  paymentId: string | null;
  completedAt: string;
}

export interface PurchaseStore {
  /** Records the purchase once (a re-delivered event changes nothing). */
  record(tx: Tx, purchase: PortalPurchase): Promise<void>;
  ofCustomer(customerId: number): Promise<PortalPurchase[]>;
  /** The purchase of a sale, when it belongs to an account. */
  ofSale(saleId: string): Promise<PortalPurchase | null>;
  /** The accounts that bought here, newest purchase first (the back-office's customer list). */
  customers(page: {
    offset: number;
    limit: number;
    customerIds?: number[];
  }): Promise<{ rows: { customerId: number; purchases: number; lastPurchaseAt: string }[]; total: number }>;
}

export interface PreferencesStore {
  get(customerId: number): Promise<ContactPreferences | null>;
  save(customerId: number, preferences: ContactPreferences): Promise<void>;
}

/** Lays a document out as a PDF. */
export interface DocumentRenderer {
  pdf(document: PrintedDocument): Promise<Uint8Array>;
}
