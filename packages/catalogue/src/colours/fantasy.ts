import { defineColours } from './define';

/** Bold, bright and playful: pastels, neons and vivid rainbow shades. */
export const fantasyColours = defineColours('fantasy', [
  // Pinks and reds
  {
    id: 'pastel-pink',
    name: 'Pastel Pink',
    color: '#f3b5c8',
    description: 'Soft, sugary pink with a dreamy, delicate finish.',
  },
  {
    id: 'cotton-candy',
    name: 'Cotton Candy',
    color: '#f5a9d0',
    description: 'Sweet, fluffy pink straight from the fairground.',
  },
  {
    id: 'bubblegum-pink',
    name: 'Bubblegum Pink',
    color: '#ff8fc4',
    description: 'Playful, poppy pink with a sweet bubblegum vibe.',
  },
  {
    id: 'flamingo-pink',
    name: 'Flamingo Pink',
    color: '#f5819f',
    description: 'Tropical coral-pink inspired by flamingo feathers.',
  },
  {
    id: 'hot-pink',
    name: 'Hot Pink',
    color: '#ff3fa4',
    description: 'Bold, vibrant pink that refuses to be ignored.',
  },
  {
    id: 'neon-pink',
    name: 'Neon Pink',
    color: '#ff2ec4',
    description: 'Electric, glowing pink with a club-light buzz.',
  },
  {
    id: 'magenta',
    name: 'Magenta',
    color: '#c8187f',
    description: 'Vivid purple-pink with a daring, jewel-bright pop.',
  },
  {
    id: 'watermelon',
    name: 'Watermelon',
    color: '#f0566e',
    description: 'Juicy pink-red with a fresh summery pop.',
  },
  {
    id: 'candy-apple-red',
    name: 'Candy Apple Red',
    color: '#d6132a',
    description: 'Glossy, candy-bright red that pops in every light.',
  },
  // Oranges and yellows
  {
    id: 'sunset-orange',
    name: 'Sunset Orange',
    color: '#f06a2c',
    description: 'Warm, radiant orange like the last light of day.',
  },
  {
    id: 'neon-orange',
    name: 'Neon Orange',
    color: '#ff6a13',
    description: 'Blazing, high-voltage orange with serious energy.',
  },
  {
    id: 'tangerine',
    name: 'Tangerine',
    color: '#ff8c1a',
    description: 'Juicy, zesty orange bursting with citrus energy.',
  },
  {
    id: 'pastel-peach',
    name: 'Pastel Peach',
    color: '#f8c3a4',
    description: 'Soft, creamy peach with a gentle warm glow.',
  },
  {
    id: 'sunflower-yellow',
    name: 'Sunflower Yellow',
    color: '#f2c41f',
    description: 'Sunny, golden yellow that brightens any day.',
  },
  {
    id: 'pastel-yellow',
    name: 'Pastel Yellow',
    color: '#f6e49a',
    description: 'Soft, buttery yellow with a light, airy feel.',
  },
  {
    id: 'neon-yellow',
    name: 'Neon Yellow',
    color: '#e6ff2e',
    description: 'Highlighter-bright yellow with an electric glow.',
  },
  // Greens
  {
    id: 'lime-green',
    name: 'Lime Green',
    color: '#9be23a',
    description: 'Zingy, fresh lime with a bright citrus kick.',
  },
  {
    id: 'neon-green',
    name: 'Neon Green',
    color: '#39ff6a',
    description: 'Glowing, electric green that lights up the room.',
  },
  {
    id: 'emerald-green',
    name: 'Emerald Green',
    color: '#0f8a5f',
    description: 'Rich, jewel-toned green with a luxurious shine.',
  },
  {
    id: 'pastel-green',
    name: 'Pastel Green',
    color: '#b4e6b4',
    description: 'Soft, fresh green with a light springtime feel.',
  },
  {
    id: 'mint-green',
    name: 'Mint Green',
    color: '#98e0c0',
    description: 'Cool, refreshing mint with a soft pastel finish.',
  },
  // Teals and blues
  {
    id: 'turquoise',
    name: 'Turquoise',
    color: '#1fbcb2',
    description: 'Bright tropical turquoise like clear lagoon water.',
  },
  {
    id: 'ocean-teal',
    name: 'Ocean Teal',
    color: '#1a8a8f',
    description: 'Deep, oceanic teal with a cool, calming depth.',
  },
  { id: 'cyan', name: 'Cyan', color: '#00c0dc', description: 'Bright, electric cyan with cool aqua energy.' },
  {
    id: 'peacock-blue',
    name: 'Peacock Blue',
    color: '#0f5f8c',
    description: 'Vivid blue-teal inspired by peacock feathers.',
  },
  {
    id: 'ice-blue',
    name: 'Ice Blue',
    color: '#c6e2f2',
    description: 'Icy, frosted pale blue with a wintry shimmer.',
  },
  {
    id: 'pastel-blue',
    name: 'Pastel Blue',
    color: '#a9cdf0',
    description: 'Soft, powdery blue with a dreamy, airy finish.',
  },
  {
    id: 'sky-blue',
    name: 'Sky Blue',
    color: '#5fb0e8',
    description: 'Clear, bright blue like a cloudless summer sky.',
  },
  {
    id: 'electric-blue',
    name: 'Electric Blue',
    color: '#1f7bff',
    description: 'Bold, vivid blue with a high-voltage shine.',
  },
  {
    id: 'royal-blue',
    name: 'Royal Blue',
    color: '#2d4aa8',
    description: 'Regal, saturated blue with a confident depth.',
  },
  // Purples
  {
    id: 'periwinkle',
    name: 'Periwinkle',
    color: '#8c93e6',
    description: 'Soft blue-violet with a dreamy, airy feel.',
  },
  {
    id: 'lavender-mist',
    name: 'Lavender Mist',
    color: '#c4b2d8',
    description: 'Soft, misty lavender with a delicate floral air.',
  },
  {
    id: 'pastel-purple',
    name: 'Pastel Purple',
    color: '#c8a6ec',
    description: 'Sweet, gentle purple with a fairy-tale softness.',
  },
  {
    id: 'ultraviolet',
    name: 'Ultraviolet',
    color: '#5a22c8',
    description: 'Intense blue-violet with a cosmic, otherworldly glow.',
  },
  {
    id: 'electric-purple',
    name: 'Electric Purple',
    color: '#8a2be2',
    description: 'Vivid, buzzing purple with a bold electric charge.',
  },
  {
    id: 'neon-purple',
    name: 'Neon Purple',
    color: '#b026ff',
    description: 'Glowing, ultra-bright purple with a blacklight feel.',
  },
]);
