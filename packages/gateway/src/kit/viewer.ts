/**
 * Who is visiting: the models behind the Viewer and Customer types (codegen mappers) and the
 * loader of the session's login state, one customer-service call per GraphQL request however
 * many fields ask. The guard (guard.ts) reads it; every domain gets the customer from the guard.
 */
import DataLoader from 'dataloader';
import type { CustomerDataSource, LoginStateResult } from '../datasources/customer.ts';

/** The viewer is a singleton per session. */
export const VIEWER_ID = 'viewer';

/** A logged-in customer as the login state describes them. */
export type CustomerModel = LoginStateResult & {
  state: 'LOGGED_IN';
  customerNumber: string;
  customerId: string;
  /** Set when the stay-logged-in value is already known (after changing it). */
  knownStayLoggedIn?: boolean;
};

export interface ViewerModel {
  /** Null when logged out. */
  customer: CustomerModel | null;
}

export const LOGGED_OUT: ViewerModel = { customer: null };

export type LoginStateLoader = DataLoader<'session', LoginStateResult>;

export function createLoginStateLoader(customer: CustomerDataSource): LoginStateLoader {
  return new DataLoader<'session', LoginStateResult>(
    async (keys) => {
      const state = await customer.loginState();
      return keys.map(() => state);
    },
    { batch: false },
  );
}
