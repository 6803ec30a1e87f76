/**
 * The product service: product data for many base product numbers in one call (looked up by
 * their first 6 characters), prices in the market's currency, and placeholder product images.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { productLookupKey, productService, type product } from '@mein-konto/schema/upstream/product';
import { CATALOG, variantSku, type CatalogProduct } from './catalog.ts';
import { defineMockService } from '../../kernel/mockService.ts';
import { moneyOf, type Currency } from '../../kernel/money.ts';

const BY_KEY = new Map(CATALOG.map((p) => [productLookupKey(p.baseProductNo), p]));

/** Where product images are served: env MOCKS_PUBLIC_URL, else the origin the request came to. */
function mediaBaseUrl(request: FastifyRequest): string {
  const configured = process.env.MOCKS_PUBLIC_URL;
  const origin =
    configured && configured !== '' ? configured.replace(/\/+$/, '') : `${request.protocol}://${request.host}`;
  return `${origin}${productService.basePath}/media`;
}

function toProduct(p: CatalogProduct, currency: Currency, mediaBase: string): z.input<typeof product> {
  const priceCents = currency === 'CHF' ? p.chfPriceCents : p.priceCents;
  return {
    base_product_no: p.baseProductNo,
    default_variant_sku: variantSku(p.baseProductNo, p.variants[0]?.variant ?? 1),
    name: { long: p.title, short: p.shortName },
    brand: { brand_id: p.brandId, brand_name: p.brandName },
    is_new: p.isNew,
    salesdrivers: p.salesdrivers,
    media: [{ type: 'IMAGE', url: `${mediaBase}/${p.baseProductNo}.svg`, alt: p.title }],
    sold_on_media: p.soldOnMedia,
    variants: p.variants.map((v, index) => ({
      sku: variantSku(p.baseProductNo, v.variant),
      price: { value: moneyOf(priceCents, currency), label: p.priceLabel },
      status: v.status,
      availability: v.availability,
      stock_level: v.stockLevel,
      is_selected_by_default: index === 0,
      dimensions: v.dimensions,
      delivery_time: { shipping_type: p.shippingType, delivery_days: p.deliveryDays },
    })),
  };
}

const PALETTE = [
  '#4c6ef5',
  '#12b886',
  '#f76707',
  '#ae3ec9',
  '#1c7ed6',
  '#e64980',
  '#2b8a3e',
  '#5f3dc4',
  '#c92a2a',
  '#0b7285',
];

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** A placeholder image: the product's short name on a colour of its own. */
function placeholderSvg(p: CatalogProduct): string {
  const colour = PALETTE[Number(p.baseProductNo) % PALETTE.length] ?? '#495057';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400" viewBox="0 0 400 400" role="img" aria-label="${escapeXml(p.title)}">
<rect width="400" height="400" fill="${colour}"/>
<text x="200" y="210" font-family="sans-serif" font-size="32" fill="#fff" text-anchor="middle">${escapeXml(p.shortName)}</text>
</svg>`;
}

/** Images are not part of the contract: a browser loads them directly. */
function imageRoutes(app: FastifyInstance): void {
  app.get<{ Params: { file: string } }>('/media/:file', async (request, reply) => {
    const found = BY_KEY.get(productLookupKey(request.params.file.replace(/\.svg$/, '')));
    if (!found) return reply.code(404).type('text/plain').send('no such image');
    return reply.type('image/svg+xml').header('cache-control', 'public, max-age=86400').send(placeholderSvg(found));
  });
}

export const productMock = defineMockService(
  productService,
  [
    () => ({
      products: ({ request, query, market }) => {
        const currency: Currency = market === 'ch' ? 'CHF' : 'EUR';
        const mediaBase = mediaBaseUrl(request);
        const seen = new Set<string>();
        const products: z.input<typeof product>[] = [];
        for (const no of query.base_product_nos) {
          const key = productLookupKey(no);
          const found = BY_KEY.get(key);
          if (!found || seen.has(key)) continue;
          seen.add(key);
          products.push(toProduct(found, currency, mediaBase));
        }
        return { products };
      },
    }),
  ],
  { routes: imageRoutes },
);
