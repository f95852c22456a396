/** Where the paywall was opened from (SPEC §2); it decides the variant and the words. */
export type PaywallTrigger =
  | 'app_launch'
  | 'hair_color_limit'
  | 'download_attempt'
  | 'onboarding'
  | 'settings_upgrade'
  | 'subscription_info'
  | 'dice_roll_premium'
  | 'default';

export const PAYWALL_TRIGGERS: readonly PaywallTrigger[] = [
  'app_launch',
  'hair_color_limit',
  'download_attempt',
  'onboarding',
  'settings_upgrade',
  'subscription_info',
  'dice_roll_premium',
  'default',
];

/** The card's headline for each trigger (the story variant tells its own story). */
export const CARD_HEADLINES: Record<PaywallTrigger, string> = {
  hair_color_limit: "You've used all 3 free changes",
  download_attempt: 'Save your new look',
  dice_roll_premium: 'Dice Roll is a Premium feature',
  onboarding: 'Start with Premium',
  app_launch: 'Unlock unlimited hair colors',
  settings_upgrade: 'Upgrade to Premium',
  subscription_info: 'Hairhue Premium',
  default: 'Unlock unlimited hair colors',
};
