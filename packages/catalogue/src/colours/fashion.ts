import { defineColours } from './define';

/** Wearable dyed shades: jewel tones, wines, muted pastels and rosy metallic-looking tints. */
export const fashionColours = defineColours('fashion', [
  // Reds and wines
  {
    id: 'black-cherry',
    name: 'Black Cherry',
    color: '#3b1520',
    description: 'Almost-black red that flashes cherry in the light.',
  },
  {
    id: 'chocolate-cherry',
    name: 'Chocolate Cherry',
    color: '#4a1f22',
    description: 'Dark chocolate brown with a hidden cherry-red glow.',
  },
  {
    id: 'burgundy',
    name: 'Burgundy',
    color: '#6b1a2e',
    description: 'Deep wine red with sophisticated berry undertones.',
  },
  {
    id: 'mahogany',
    name: 'Mahogany',
    color: '#72262a',
    description: 'Deep red-brown with the polished glow of fine wood.',
  },
  {
    id: 'red-velvet',
    name: 'Red Velvet',
    color: '#8a1f26',
    description: 'Luxurious deep red with a soft, velvety richness.',
  },
  {
    id: 'cherry-red',
    name: 'Cherry Red',
    color: '#a8182c',
    description: 'Juicy, glossy red with a bold cherry finish.',
  },
  {
    id: 'raspberry',
    name: 'Raspberry',
    color: '#a0284f',
    description: 'Bold berry red with a juicy pink twist.',
  },
  {
    id: 'blood-orange',
    name: 'Blood Orange',
    color: '#b8381f',
    description: 'Intense red-orange with a zesty, sunset glow.',
  },
  // Roses, peaches and corals
  {
    id: 'rose-brown',
    name: 'Rose Brown',
    color: '#8a5c56',
    description: 'Soft brown with a romantic dusty-rose tint.',
  },
  {
    id: 'rose-copper',
    name: 'Rose Copper',
    color: '#c06f58',
    description: 'Copper softened with a romantic rosy blush.',
  },
  {
    id: 'coral-reef',
    name: 'Coral Reef',
    color: '#e0775f',
    description: 'Warm, tropical coral with a sunny pink-orange pop.',
  },
  {
    id: 'apricot',
    name: 'Apricot',
    color: '#e09763',
    description: 'Warm, peachy orange with a soft golden glow.',
  },
  {
    id: 'rose-blonde',
    name: 'Rose Blonde',
    color: '#dcb49e',
    description: 'Pale blonde warmed with a whisper of pink.',
  },
  {
    id: 'rose-gold',
    name: 'Rose Gold',
    color: '#d4a19a',
    description: 'Blush pink meets soft gold in a dreamy, romantic glow.',
  },
  {
    id: 'dusty-rose',
    name: 'Dusty Rose',
    color: '#c48b8e',
    description: 'Soft, muted rose with a grown-up, vintage edge.',
  },
  {
    id: 'rose-pink',
    name: 'Rose Pink',
    color: '#e08aa5',
    description: 'Fresh, flattering pink with a romantic rosy tone.',
  },
  // Purples
  {
    id: 'aubergine',
    name: 'Aubergine',
    color: '#3d1e38',
    description: 'Deep purple-black, rich like a ripe aubergine.',
  },
  {
    id: 'mulberry',
    name: 'Mulberry',
    color: '#6a2344',
    description: 'Deep berry purple-red with a rich, juicy finish.',
  },
  {
    id: 'deep-purple',
    name: 'Deep Purple',
    color: '#40205c',
    description: 'Rich, regal purple with velvety depth.',
  },
  { id: 'plum', name: 'Plum', color: '#5b2750', description: 'Ripe, juicy plum with a rich purple depth.' },
  {
    id: 'mystic-violet',
    name: 'Mystic Violet',
    color: '#5e3b8a',
    description: 'Enchanting deep violet with a mysterious glow.',
  },
  {
    id: 'smoky-amethyst',
    name: 'Smoky Amethyst',
    color: '#6b5878',
    description: 'Smoky purple with a cool, gem-like glint.',
  },
  {
    id: 'mauve',
    name: 'Mauve',
    color: '#9b7088',
    description: 'Muted pink-purple with a soft, vintage charm.',
  },
  {
    id: 'orchid',
    name: 'Orchid',
    color: '#a8679f',
    description: 'Elegant pink-purple with a soft floral glow.',
  },
  {
    id: 'lilac-grey',
    name: 'Lilac Grey',
    color: '#a59fab',
    description: 'Soft grey with a barely-there lilac haze.',
  },
  {
    id: 'dusty-lilac',
    name: 'Dusty Lilac',
    color: '#b4a0bc',
    description: 'Muted, smoky lilac with a soft vintage feel.',
  },
  // Blues and silvers
  {
    id: 'midnight-blue',
    name: 'Midnight Blue',
    color: '#1e2a55',
    description: 'Dark, mysterious blue that shows in the light.',
  },
  {
    id: 'sapphire-blue',
    name: 'Sapphire Blue',
    color: '#1c347a',
    description: 'Deep, jewel-toned blue with a precious sparkle.',
  },
  {
    id: 'petrol-blue',
    name: 'Petrol Blue',
    color: '#1f4f5c',
    description: 'Dark, inky blue-green with a moody sheen.',
  },
  {
    id: 'teal-blue',
    name: 'Teal Blue',
    color: '#1f6f80',
    description: 'Deep teal with a cool blue-green shimmer.',
  },
  {
    id: 'denim-blue',
    name: 'Denim Blue',
    color: '#4a6485',
    description: 'Faded, lived-in blue like your favourite jeans.',
  },
  {
    id: 'dusty-blue',
    name: 'Dusty Blue',
    color: '#7d93ad',
    description: 'Soft, muted blue with a misty vintage look.',
  },
  {
    id: 'silver-storm',
    name: 'Silver Storm',
    color: '#8f97a3',
    description: 'Dramatic storm-cloud silver with a cool blue edge.',
  },
  // Greens
  {
    id: 'forest-green',
    name: 'Forest Green',
    color: '#2b4a31',
    description: 'Deep, moody green inspired by shaded woodland.',
  },
  { id: 'jade', name: 'Jade', color: '#3b8a6c', description: 'Calm, polished green with a gemstone glow.' },
  {
    id: 'sage-green',
    name: 'Sage Green',
    color: '#8da384',
    description: 'Soft, earthy grey-green with a calm, natural feel.',
  },
]);
