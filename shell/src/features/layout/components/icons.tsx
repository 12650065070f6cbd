import type { SVGProps } from 'react';

// The site's own icons, drawn on a 24-unit grid; decorative (aria-hidden) — the link or button
// that holds one carries the accessible name.
type IconProps = SVGProps<SVGSVGElement>;

function Svg({ children, ...rest }: IconProps) {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false" {...rest}>
      {children}
    </svg>
  );
}

const stroke = { fill: 'none', stroke: 'currentColor', strokeWidth: 1.8, strokeLinecap: 'round', strokeLinejoin: 'round' } as const;

export const MailIcon = (p: IconProps) => (
  <Svg {...p}>
    <rect x="3" y="5" width="18" height="14" rx="2.5" {...stroke} />
    <path d="M4 7.5l8 5.5 8-5.5" {...stroke} />
  </Svg>
);

export const PhoneIcon = (p: IconProps) => (
  <Svg {...p}>
    <rect x="6.5" y="2.5" width="11" height="19" rx="2.5" {...stroke} />
    <path d="M10.5 5.5h3" {...stroke} />
    <circle cx="12" cy="18" r="1" fill="currentColor" />
  </Svg>
);

export const PinIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M12 21.5s6.8-6 6.8-11.6a6.8 6.8 0 1 0-13.6 0c0 5.6 6.8 11.6 6.8 11.6z" {...stroke} />
    <circle cx="12" cy="9.8" r="2.4" {...stroke} />
  </Svg>
);

export const InstagramIcon = (p: IconProps) => (
  <Svg {...p}>
    <rect x="3.5" y="3.5" width="17" height="17" rx="5" {...stroke} />
    <circle cx="12" cy="12" r="3.8" {...stroke} />
    <circle cx="16.9" cy="7.1" r="1.1" fill="currentColor" />
  </Svg>
);

export const FacebookIcon = (p: IconProps) => (
  <Svg {...p}>
    <path
      fill="currentColor"
      d="M13.6 21v-7.4h2.5l.4-2.9h-2.9V8.9c0-.84.24-1.4 1.44-1.4h1.54V4.92a20 20 0 0 0-2.24-.12c-2.22 0-3.74 1.36-3.74 3.85v2.05H8.1v2.9h2.5V21z"
    />
  </Svg>
);

export const YoutubeIcon = (p: IconProps) => (
  <Svg {...p}>
    <rect x="2.5" y="5.5" width="19" height="13" rx="4" {...stroke} />
    <path d="M10 9.2v5.6l4.8-2.8z" fill="currentColor" />
  </Svg>
);

export const XIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M4.5 4h4l11 16h-4z" {...stroke} />
    <path d="M19.2 4l-6.1 7M10.9 13L4.8 20" {...stroke} />
  </Svg>
);

export const LinkedinIcon = (p: IconProps) => (
  <Svg {...p}>
    <rect x="3.5" y="3.5" width="17" height="17" rx="3" {...stroke} />
    <path d="M8 10.5V17" {...stroke} />
    <circle cx="8" cy="7.4" r="1.1" fill="currentColor" />
    <path d="M11.5 17v-6.5M11.5 13.3c0-1.6 1.1-2.8 2.6-2.8s2.4 1 2.4 2.7V17" {...stroke} />
  </Svg>
);

export const ChatIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M12 3.2a8.8 8.8 0 0 0-7.7 13l-1.1 4.6 4.6-1.2A8.8 8.8 0 1 0 12 3.2z" {...stroke} />
    <path d="M8.6 9.2c.3 2.7 3 5.5 5.9 6l1.2-1.5-1.9-1-1 .8c-1-.5-1.9-1.4-2.4-2.4l.8-1-1-1.9z" fill="currentColor" />
  </Svg>
);

export const HeartIcon = (p: IconProps) => (
  <Svg {...p}>
    <path
      d="M12 20.3s-7.8-4.6-7.8-10.1A4.3 4.3 0 0 1 12 7.7a4.3 4.3 0 0 1 7.8 2.5c0 5.5-7.8 10.1-7.8 10.1z"
      fill="currentColor"
    />
  </Svg>
);

export const MenuIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M4 7h16M4 12h16M4 17h16" {...stroke} strokeWidth={2} />
  </Svg>
);

export const CloseIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M6 6l12 12M18 6L6 18" {...stroke} strokeWidth={2} />
  </Svg>
);

export const MegaphoneIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M4 10v4h3l7 4V6L7 10z" {...stroke} />
    <path d="M17.5 9.5a3.5 3.5 0 0 1 0 5" {...stroke} />
  </Svg>
);
