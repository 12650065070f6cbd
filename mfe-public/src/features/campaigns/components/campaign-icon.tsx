import type { CampaignIconName } from '../data/campaigns';

// One small line drawing per campaign (24 × 24, drawn with the current text colour).
const PATHS: Record<CampaignIconName, string> = {
  book: 'M3 5.5c3-1.2 6-1 9 1 3-2 6-2.2 9-1V19c-3-1.2-6-1-9 1-3-2-6-2.2-9-1zM12 6.5V20',
  kite: 'M12 2.5l6 7-6 8-6-8zM6 9.5h12M12 17.5c1 2-1.5 2.5-.5 4.5',
  bag: 'M5 9a3 3 0 0 1 3-3h8a3 3 0 0 1 3 3v11H5zM9 6V4.5h6V6M5 12.5h14M10.5 12.5v2h3v-2',
  tree: 'M12 21v-6M12 15c-4 0-6.5-2.3-6.5-5.2C5.5 6.6 8.4 3.5 12 3.5s6.5 3.1 6.5 6.3c0 2.9-2.5 5.2-6.5 5.2zM9 21h6',
  paw: 'M8 14.5c1.3-2 6.7-2 8 0 1.3 2 1 5-1.5 5-1.2 0-1.8-.6-2.5-.6s-1.3.6-2.5.6c-2.5 0-2.8-3-1.5-5zM6 8.5a1.6 2 0 1 0 .1 0zM10 4.8a1.6 2 0 1 0 .1 0zM14 4.8a1.6 2 0 1 0 .1 0zM18 8.5a1.6 2 0 1 0 .1 0z',
  megaphone: 'M4 10v4h3l8 4.5V5.5L7 10zM7 14l1.5 5h2.5l-1.2-4.2M18 9.5a3.5 3.5 0 0 1 0 5',
  chat: 'M4 5h12a2 2 0 0 1 2 2v6a2 2 0 0 1-2 2H9l-4 3.5V15H4a2 2 0 0 1-2-2V7a2 2 0 0 1 2-2zM20 9h.5a1.5 1.5 0 0 1 1.5 1.5V16a1.5 1.5 0 0 1-1.5 1.5H20V20l-3-2.5h-4',
  music: 'M9 18V6l11-2v12M9 18a2.5 2.5 0 1 1-5 0 2.5 2.5 0 0 1 5 0zM20 16a2.5 2.5 0 1 1-5 0 2.5 2.5 0 0 1 5 0z',
  tools: 'M14.5 6.5a4 4 0 0 0 5 5l-8.5 8.5a2.1 2.1 0 0 1-3-3zM14.5 6.5l3-3a4 4 0 0 1 2.9 3.6L17 10.5M4 4l5 5M3 8l4-4',
  health: 'M3 12h4l2-4 3 8 2-5 1.5 1H21M12 21s-8-4.7-8-11a4.5 4.5 0 0 1 8-2.8A4.5 4.5 0 0 1 20 10',
  women: 'M12 13a4.5 4.5 0 1 0 0-9 4.5 4.5 0 0 0 0 9zM12 13v8M8.5 17.5h7',
};

export function CampaignIcon({ name, size = 28 }: { name: CampaignIconName; size?: number }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width={size}
      height={size}
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={PATHS[name]} />
    </svg>
  );
}
