export interface FaqItem {
  id: string;
  question: string;
  answer: string;
}

/**
 * SPEC §2: eight questions, and issue 22's ninth on live color, shown by the app's FAQ and the public
 * support page. The answers follow the product: weekly $9.99 and monthly $29.99 with a 3-day
 * free trial, billed and managed by the App Store, 3 free changes per device, over 100 colours (SPEC §9).
 */
export const FAQ_ITEMS: FaqItem[] = [
  {
    id: 'cancel',
    question: 'How do I cancel my subscription?',
    answer:
      'On your iPhone, open Settings, tap your name (Apple ID), then Subscriptions, choose Hairhue and tap Cancel Subscription. Cancel at least 24 hours before the current period ends, otherwise it renews once more. You keep Premium until the end of the period you have already paid for.',
  },
  {
    id: 'refund',
    question: 'Can I get a refund?',
    answer:
      'All payments go through Apple, so refunds are granted by Apple, not by us. Visit reportaproblem.apple.com, sign in with your Apple ID, choose "Request a refund" and select your Hairhue purchase.',
  },
  {
    id: 'delete-app',
    question: 'Does deleting the app cancel my subscription?',
    answer:
      'No. Deleting Hairhue does not cancel your subscription, and it keeps renewing until you cancel it in Settings → your name (Apple ID) → Subscriptions.',
  },
  {
    id: 'billing-time',
    question: 'When will I be charged?',
    answer:
      'The monthly plan ($29.99/month) starts with a 3-day free trial: you are charged when the trial ends, unless you cancel at least 24 hours before. The weekly plan ($9.99/week) is charged when you subscribe. Both renew automatically at the end of each period unless cancelled at least 24 hours before it ends.',
  },
  {
    id: 'manage',
    question: 'How do I manage my subscription?',
    answer:
      'Subscriptions are billed and managed by the App Store. Open Settings on your iPhone, tap your name (Apple ID), then Subscriptions and choose Hairhue. There you can switch between the weekly and monthly plans, see your next billing date, or cancel.',
  },
  {
    id: 'why-not-cancel',
    question: "Why can't you cancel my subscription for me?",
    answer:
      'Apple handles all billing for App Store subscriptions and keeps your payment details private. We never see your Apple ID or payment information, so only you can change or cancel the subscription from your Apple ID settings.',
  },
  {
    id: 'photo-limit',
    question: 'Is there a limit on how many photos I can transform?',
    answer:
      'Without a subscription, each device gets 3 free hair color changes in total. Premium (weekly or monthly, including the free trial) gives you unlimited changes, plus downloads without a watermark. Each photo you upload can be up to 10MB.',
  },
  {
    id: 'colours',
    question: 'Which hair colors are available?',
    answer:
      'Over 100 colors across three categories: natural (browns, blondes, reds and greys), fashion (such as rose gold, burgundy and midnight blue) and fantasy (pastels and neons). There are also 28 special effects, including ombre, rainbow, metallic, holographic, glow and gradient looks.',
  },
  {
    id: 'live-color',
    question: 'Does Live color send my camera to your servers?',
    answer:
      'No. Live color in the camera runs on your phone: the app downloads our hair-finding model once and colors the picture on the phone itself. Nothing from the camera leaves your phone until you tap Use Photo, which uploads that one photo like any other.',
  },
];
