/** Fixed vocabularies of the demo dataset (English names; geography for the map charts). */
export const categories: Record<string, string[]> = {
  Electronics: ['Phones', 'Laptops', 'Audio', 'Accessories'],
  'Home & Kitchen': ['Cookware', 'Furniture', 'Decor'],
  Clothing: ['Men', 'Women', 'Kids'],
  Sports: ['Fitness', 'Outdoor', 'Cycling'],
  Books: ['Fiction', 'Non-fiction', 'Children'],
  Beauty: ['Skincare', 'Makeup', 'Fragrance'],
};
export const adjectives = [
  'Classic',
  'Smart',
  'Ultra',
  'Eco',
  'Pro',
  'Compact',
  'Deluxe',
  'Urban',
  'Nordic',
  'Vivid',
  'Silent',
  'Rapid',
];
export const nouns: Record<string, string[]> = {
  Electronics: ['Phone', 'Notebook', 'Headphones', 'Speaker', 'Charger', 'Tablet'],
  'Home & Kitchen': ['Pan', 'Chair', 'Lamp', 'Kettle', 'Vase', 'Shelf'],
  Clothing: ['Jacket', 'Shirt', 'Sneakers', 'Dress', 'Hoodie', 'Jeans'],
  Sports: ['Yoga Mat', 'Tent', 'Bike Helmet', 'Dumbbell', 'Backpack', 'Bottle'],
  Books: ['Novel', 'Cookbook', 'Atlas', 'Biography', 'Story Book', 'Guide'],
  Beauty: ['Cream', 'Lipstick', 'Perfume', 'Serum', 'Mascara', 'Shampoo'],
};
export const geography: { country: string; weight: number; states: { state: string; cities: string[] }[] }[] =
  [
    {
      country: 'United States',
      weight: 30,
      states: [
        { state: 'California', cities: ['Los Angeles', 'San Francisco', 'San Diego'] },
        { state: 'New York', cities: ['New York City', 'Buffalo'] },
        { state: 'Texas', cities: ['Houston', 'Austin', 'Dallas'] },
        { state: 'Washington', cities: ['Seattle', 'Spokane'] },
        { state: 'Illinois', cities: ['Chicago'] },
      ],
    },
    {
      country: 'China',
      weight: 25,
      states: [
        { state: 'Beijing', cities: ['Beijing'] },
        { state: 'Shanghai', cities: ['Shanghai'] },
        { state: 'Guangdong', cities: ['Guangzhou', 'Shenzhen'] },
        { state: 'Zhejiang', cities: ['Hangzhou', 'Ningbo'] },
        { state: 'Sichuan', cities: ['Chengdu'] },
      ],
    },
    {
      country: 'Germany',
      weight: 10,
      states: [
        { state: 'Bavaria', cities: ['Munich', 'Nuremberg'] },
        { state: 'Berlin', cities: ['Berlin'] },
        { state: 'Hamburg', cities: ['Hamburg'] },
      ],
    },
    {
      country: 'United Kingdom',
      weight: 10,
      states: [
        { state: 'England', cities: ['London', 'Manchester', 'Bristol'] },
        { state: 'Scotland', cities: ['Edinburgh', 'Glasgow'] },
      ],
    },
    {
      country: 'France',
      weight: 8,
      states: [
        { state: 'Île-de-France', cities: ['Paris'] },
        { state: "Provence-Alpes-Côte d'Azur", cities: ['Marseille', 'Nice'] },
      ],
    },
    {
      country: 'Japan',
      weight: 8,
      states: [
        { state: 'Tokyo', cities: ['Tokyo'] },
        { state: 'Osaka', cities: ['Osaka'] },
      ],
    },
    {
      country: 'Canada',
      weight: 5,
      states: [
        { state: 'Ontario', cities: ['Toronto', 'Ottawa'] },
        { state: 'British Columbia', cities: ['Vancouver'] },
      ],
    },
    {
      country: 'Australia',
      weight: 4,
      states: [
        { state: 'New South Wales', cities: ['Sydney'] },
        { state: 'Victoria', cities: ['Melbourne'] },
      ],
    },
  ];
export const firstNames = [
  'Alex',
  'Maria',
  'Wei',
  'Fatima',
  'John',
  'Yuki',
  'Lena',
  'Omar',
  'Sofia',
  'Liam',
  'Chen',
  'Emma',
  'Noah',
  'Aisha',
  'Lucas',
  'Mia',
  'Hiro',
  'Anna',
  'David',
  'Li',
];
export const lastNames = [
  'Smith',
  'Wang',
  'Müller',
  'Garcia',
  'Tanaka',
  'Brown',
  'Li',
  'Dubois',
  'Khan',
  'Rossi',
  'Johnson',
  'Zhang',
  'Schmidt',
  'Martin',
  'Sato',
  'Wilson',
];
export const statuses = [
  ['Delivered', 70],
  ['Shipped', 10],
  ['Processing', 5],
  ['Cancelled', 8],
  ['Returned', 7],
] as const;
export const channels = [
  ['Online', 45],
  ['Mobile App', 30],
  ['Retail Store', 15],
  ['Marketplace', 10],
] as const;
export const payments = [
  ['Credit Card', 50],
  ['PayPal', 20],
  ['Bank Transfer', 10],
  ['Cash', 5],
  ['Mobile Wallet', 15],
] as const;
export const segments = [
  ['Consumer', 60],
  ['Corporate', 25],
  ['Home Office', 15],
] as const;
export const reviewTitles = [
  'Great value',
  'Works as expected',
  'Not what I hoped',
  'Excellent quality',
  'Would buy again',
  'Arrived late',
  'Too expensive',
  'Perfect gift',
  'Average',
  'Broke after a week',
];
