/** The model behind Product (codegen mapper): a product as the product service describes it. */
import type { ProductResult } from '../../datasources/product.ts';

export type ProductModel = ProductResult;

/** The model behind ProductVariant: a variant as the product service describes it. */
export type ProductVariantModel = ProductResult['variants'][number];
