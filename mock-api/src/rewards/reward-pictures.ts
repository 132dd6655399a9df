/** Brands of the seeded catalogue and their generated pictures: no network, no files to ship. */
export const REWARD_PICTURES_PATH = '/api/v2/media/rewards';

interface Brand {
  name: string;
  colour: string;
  website: string | null;
}

export const REWARD_BRANDS = {
  laurel: { name: 'Laurel', colour: '#2b8a3e', website: null },
  amazon: { name: 'Amazon', colour: '#ff9900', website: 'https://www.amazon.com' },
  'amazon-uk': { name: 'Amazon.co.uk', colour: '#ff9900', website: 'https://www.amazon.co.uk' },
  starbucks: { name: 'Starbucks', colour: '#00704a', website: 'https://www.starbucks.com' },
  target: { name: 'Target', colour: '#cc0000', website: 'https://www.target.com' },
  apple: { name: 'Apple', colour: '#555555', website: 'https://www.apple.com' },
  'best-buy': { name: 'Best Buy', colour: '#0046be', website: 'https://www.bestbuy.com' },
  'uber-eats': { name: 'Uber Eats', colour: '#06c167', website: 'https://www.ubereats.com' },
  doordash: { name: 'DoorDash', colour: '#eb1700', website: 'https://www.doordash.com' },
  airbnb: { name: 'Airbnb', colour: '#ff5a5f', website: 'https://www.airbnb.com' },
  sephora: { name: 'Sephora', colour: '#1a1a1a', website: 'https://www.sephora.com' },
  'spa-finder': { name: 'Spafinder', colour: '#7b5ea7', website: 'https://www.spafinder.com' },
  steam: { name: 'Steam', colour: '#1b2838', website: 'https://store.steampowered.com' },
  xbox: { name: 'Xbox', colour: '#107c10', website: 'https://www.xbox.com' },
  nintendo: { name: 'Nintendo eShop', colour: '#e60012', website: 'https://www.nintendo.co.jp' },
  'whole-foods': { name: 'Whole Foods Market', colour: '#00674b', website: 'https://www.wholefoodsmarket.com' },
  ikea: { name: 'IKEA', colour: '#0058a3', website: 'https://www.ikea.com' },
  zalando: { name: 'Zalando', colour: '#ff6900', website: 'https://www.zalando.de' },
  flipkart: { name: 'Flipkart', colour: '#2874f0', website: 'https://www.flipkart.com' },
  lulu: { name: 'Lulu Hypermarket', colour: '#c8102e', website: 'https://www.luluhypermarket.com' },
  rei: { name: 'REI', colour: '#3c5f2c', website: 'https://www.rei.com' },
  nike: { name: 'Nike', colour: '#111111', website: 'https://www.nike.com' },
  visa: { name: 'Visa Prepaid', colour: '#1a1f71', website: null },
  paypal: { name: 'PayPal', colour: '#003087', website: 'https://www.paypal.com' },
  'red-cross': { name: 'American Red Cross', colour: '#ed1b2e', website: 'https://www.redcross.org' },
  wwf: { name: 'WWF', colour: '#000000', website: 'https://www.worldwildlife.org' },
  msf: { name: 'Doctors Without Borders', colour: '#ee0000', website: 'https://www.doctorswithoutborders.org' },
  'charity-water': { name: 'charity: water', colour: '#ffc907', website: 'https://www.charitywater.org' },
  bose: { name: 'Bose', colour: '#222222', website: 'https://www.bose.com' },
  kindle: { name: 'Kindle', colour: '#146eb4', website: 'https://www.amazon.com/kindle' },
  'le-creuset': { name: 'Le Creuset', colour: '#e35205', website: 'https://www.lecreuset.com' },
  'hydro-flask': { name: 'Hydro Flask', colour: '#00a3ad', website: 'https://www.hydroflask.com' },
  cozymeal: { name: 'Cozymeal', colour: '#b5651d', website: 'https://www.cozymeal.com' },
  'balloon-rides': { name: 'Skyline Balloons', colour: '#4dabf7', website: null },
  northwind: { name: 'Northwind Collective', colour: '#364fc7', website: null },
} as const satisfies Record<string, Brand>;

export type RewardBrandKey = keyof typeof REWARD_BRANDS;

/** Colours a swag option can come in, and how its picture draws them. */
export const OPTION_COLOURS = {
  Black: '#212529',
  Navy: '#1c2c5b',
  Heather: '#adb5bd',
  Forest: '#2b8a3e',
  Sand: '#e9d8a6',
  Red: '#c92a2a',
} as const;
export type OptionColour = keyof typeof OPTION_COLOURS;

export const isRewardBrandKey = (key: string): key is RewardBrandKey => Object.hasOwn(REWARD_BRANDS, key);
const isOptionColour = (name: string): name is OptionColour => Object.hasOwn(OPTION_COLOURS, name);

export const rewardPictureUrl = (key: RewardBrandKey, colour?: OptionColour) =>
  `${REWARD_PICTURES_PATH}/${key}.svg${colour ? `?colour=${colour}` : ''}`;
export const rewardLogoUrl = (key: RewardBrandKey) => `${REWARD_PICTURES_PATH}/${key}-logo.svg`;

const escapeXml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** A 480×300 card in the brand's colour with its name, or a 120×120 logo; a swag colour tints the card. */
export function rewardPictureSvg(
  key: RewardBrandKey,
  { logo = false, colour }: { logo?: boolean; colour?: string } = {},
) {
  const brand = REWARD_BRANDS[key];
  const name = escapeXml(brand.name);
  const fill = colour && isOptionColour(colour) ? OPTION_COLOURS[colour] : brand.colour;
  if (logo) {
    return [
      '<svg xmlns="http://www.w3.org/2000/svg" width="120" height="120" viewBox="0 0 120 120" role="img">',
      `<title>${name} logo</title>`,
      `<circle cx="60" cy="60" r="58" fill="${fill}"/>`,
      `<text x="60" y="76" font-family="sans-serif" font-size="44" font-weight="700" text-anchor="middle" fill="#fff">${escapeXml(brand.name.slice(0, 1))}</text>`,
      '</svg>',
    ].join('');
  }
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="480" height="300" viewBox="0 0 480 300" role="img">',
    `<title>${name}</title>`,
    `<rect width="480" height="300" rx="24" fill="${fill}"/>`,
    '<rect x="24" y="24" width="88" height="64" rx="10" fill="#fff" opacity="0.35"/>',
    '<circle cx="420" cy="240" r="90" fill="#fff" opacity="0.12"/>',
    `<text x="36" y="230" font-family="sans-serif" font-size="40" font-weight="700" fill="#fff">${name}</text>`,
    '</svg>',
  ].join('');
}
