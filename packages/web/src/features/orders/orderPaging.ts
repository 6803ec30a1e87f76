/** Orders per page of the order history (the first page and every "load more"). */
export const ORDERS_PAGE_SIZE = 10;
