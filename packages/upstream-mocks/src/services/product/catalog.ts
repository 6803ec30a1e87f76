/**
 * The product catalogue of the product service: the products of the demo data (`PRODUCTS`,
 * which the order seed and the generated orders use) with brand, variants, prices in EUR and
 * CHF, availability and delivery time. Static: products do not change with the customers'
 * actions, so other slices import this module directly.
 */
import type { z } from 'zod';
import type { productAvailability, productState, variantAttributeType } from '@mein-konto/schema/upstream/product';

export interface Product {
  baseProductNo: string;
  title: string;
  priceCents: number;
}

/** The products of the demo customers' orders and wishlists. */
export const PRODUCTS = {
  pfanne: { baseProductNo: '401234', title: 'Keramik-Pfannenset, 3-teilig', priceCents: 7999 },
  decke: { baseProductNo: '402345', title: 'Kuscheldecke aus Mikrofaser, 150 x 200 cm', priceCents: 3999 },
  creme: { baseProductNo: '403456', title: 'Hyaluron-Tagescreme, 50 ml', priceCents: 2499 },
  kette: { baseProductNo: '404567', title: 'Silberkette mit Zirkonia-Anhänger', priceCents: 5999 },
  bluse: { baseProductNo: '405678', title: 'Leinenbluse, Größe 40', priceCents: 4499 },
  sauger: { baseProductNo: '406789', title: 'Akku-Handstaubsauger', priceCents: 14999 },
  tee: { baseProductNo: '407890', title: 'Kräutertee-Sortiment, 6 Sorten', priceCents: 1499 },
  topf: { baseProductNo: '408901', title: 'Edelstahl-Kochtopf, 24 cm', priceCents: 5499 },
  uhr: { baseProductNo: '409012', title: 'Damenarmbanduhr mit Lederarmband', priceCents: 8999 },
  kissen: { baseProductNo: '410123', title: 'Nackenstützkissen aus Memory-Schaum', priceCents: 3499 },
} as const satisfies Record<string, Product>;

interface CatalogVariant {
  /** Variant number: the sku is the base product number plus it, three digits. */
  variant: number;
  dimensions: { type: z.infer<typeof variantAttributeType>; label: string; value: string }[];
  availability: z.infer<typeof productAvailability>;
  stockLevel: number;
  status: z.infer<typeof productState>;
}

export interface CatalogProduct extends Product {
  shortName: string;
  brandId: string;
  brandName: string;
  chfPriceCents: number;
  /** A crossed-out reference price label, if any. */
  priceLabel: string | null;
  isNew: boolean;
  salesdrivers: string[];
  soldOnMedia: boolean;
  shippingType: 'STANDARD' | 'EXPRESS' | 'FREIGHT';
  deliveryDays: number;
  variants: CatalogVariant[];
}

type Key = keyof typeof PRODUCTS;

function variant(
  n: number,
  dimensions: CatalogVariant['dimensions'],
  availability: CatalogVariant['availability'] = 'AVAILABLE',
): CatalogVariant {
  const stockLevel = availability === 'SOLD_OUT' ? 0 : availability === 'ALMOST_SOLD_OUT' ? 3 : 120;
  return {
    variant: n,
    dimensions,
    availability,
    stockLevel,
    status: availability === 'SOLD_OUT' ? 'SOLDOUT' : 'SELLABLE',
  };
}

const color = (value: string) => ({ type: 'COLOR' as const, label: 'Farbe', value });
const size = (value: string) => ({ type: 'SIZE' as const, label: 'Größe', value });

const DETAILS: Record<Key, Omit<CatalogProduct, keyof Product>> = {
  pfanne: {
    shortName: 'Pfannenset',
    brandId: 'kochwelt',
    brandName: 'Kochwelt',
    chfPriceCents: 8990,
    priceLabel: 'UVP',
    isNew: false,
    salesdrivers: ['TV_HIT'],
    soldOnMedia: true,
    shippingType: 'STANDARD',
    deliveryDays: 3,
    variants: [variant(1, [color('Anthrazit')]), variant(2, [color('Creme')])],
  },
  decke: {
    shortName: 'Kuscheldecke',
    brandId: 'wohlfuehlzeit',
    brandName: 'Wohlfühlzeit',
    chfPriceCents: 4490,
    priceLabel: null,
    isNew: false,
    salesdrivers: [],
    soldOnMedia: true,
    shippingType: 'STANDARD',
    deliveryDays: 3,
    variants: [variant(1, [color('Grau')]), variant(2, [color('Beige')])],
  },
  creme: {
    shortName: 'Tagescreme',
    brandId: 'beaute-pure',
    brandName: 'Beauté Pure',
    chfPriceCents: 2790,
    priceLabel: null,
    isNew: true,
    salesdrivers: ['NEW'],
    soldOnMedia: true,
    shippingType: 'STANDARD',
    deliveryDays: 2,
    variants: [variant(1, [{ type: 'AMOUNT', label: 'Inhalt', value: '50 ml' }])],
  },
  kette: {
    shortName: 'Silberkette',
    brandId: 'silberglanz',
    brandName: 'Silberglanz',
    chfPriceCents: 6490,
    priceLabel: 'UVP',
    isNew: false,
    salesdrivers: [],
    soldOnMedia: true,
    shippingType: 'EXPRESS',
    deliveryDays: 1,
    variants: [
      variant(1, [
        { type: 'ALLOY', label: 'Legierung', value: '925er Silber' },
        { type: 'STONE', label: 'Stein', value: 'Zirkonia' },
      ]),
    ],
  },
  bluse: {
    shortName: 'Leinenbluse',
    brandId: 'mode-marie',
    brandName: 'Mode Marie',
    chfPriceCents: 4990,
    priceLabel: null,
    isNew: false,
    salesdrivers: [],
    soldOnMedia: false,
    shippingType: 'STANDARD',
    deliveryDays: 4,
    variants: [
      variant(1, [size('40'), color('Weiß')]),
      variant(2, [size('42'), color('Weiß')]),
      variant(3, [size('38'), color('Weiß')], 'ALMOST_SOLD_OUT'),
    ],
  },
  sauger: {
    shortName: 'Handstaubsauger',
    brandId: 'cleanmax',
    brandName: 'CleanMax',
    chfPriceCents: 15990,
    priceLabel: 'UVP',
    isNew: false,
    salesdrivers: ['TV_HIT'],
    soldOnMedia: true,
    shippingType: 'STANDARD',
    deliveryDays: 3,
    variants: [variant(1, [color('Weiß')]), variant(2, [color('Rot')], 'SOLD_OUT')],
  },
  tee: {
    shortName: 'Kräutertee',
    brandId: 'kraeutergarten',
    brandName: 'Kräutergarten',
    chfPriceCents: 1690,
    priceLabel: null,
    isNew: false,
    salesdrivers: [],
    soldOnMedia: false,
    shippingType: 'STANDARD',
    deliveryDays: 2,
    variants: [variant(1, [{ type: 'TASTE', label: 'Geschmack', value: 'Kräuter-Mix' }])],
  },
  topf: {
    shortName: 'Kochtopf',
    brandId: 'kochwelt',
    brandName: 'Kochwelt',
    chfPriceCents: 5990,
    priceLabel: null,
    isNew: false,
    salesdrivers: [],
    soldOnMedia: true,
    shippingType: 'STANDARD',
    deliveryDays: 3,
    variants: [variant(1, [size('24 cm')]), variant(2, [size('28 cm')])],
  },
  uhr: {
    shortName: 'Damenuhr',
    brandId: 'chrono-classic',
    brandName: 'Chrono Classic',
    chfPriceCents: 9990,
    priceLabel: 'UVP',
    isNew: true,
    salesdrivers: ['NEW'],
    soldOnMedia: true,
    shippingType: 'EXPRESS',
    deliveryDays: 1,
    variants: [variant(1, [color('Cognac')])],
  },
  kissen: {
    shortName: 'Nackenkissen',
    brandId: 'schlafgut',
    brandName: 'Schlafgut',
    chfPriceCents: 3890,
    priceLabel: null,
    isNew: false,
    salesdrivers: [],
    soldOnMedia: true,
    shippingType: 'STANDARD',
    deliveryDays: 3,
    variants: [variant(1, [{ type: 'MATERIAL', label: 'Material', value: 'Memory-Schaum' }], 'ALMOST_SOLD_OUT')],
  },
};

export const CATALOG: readonly CatalogProduct[] = (Object.keys(PRODUCTS) as Key[]).map((key) => ({
  ...PRODUCTS[key],
  ...DETAILS[key],
}));

/** The sku of a variant: the base product number plus the variant number, three digits. */
export function variantSku(baseProductNo: string, variantNo: number): string {
  return `${baseProductNo}${String(variantNo).padStart(3, '0')}`;
}
