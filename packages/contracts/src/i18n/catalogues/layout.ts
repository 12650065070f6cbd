// The site's frame (header, navigation, ticker, footer, language switch, error page), the sign-in
// pages, and the web kit's visitor-facing pieces. Each its own catalogue: a page's Hindi chunk holds
// only what it shows.
import { defineCatalogue } from '../catalogue';

/** Header, navigation, ticker, footer, the language switch and the error page: on every page. */
export const LAYOUT_FRAME_EN = {
  skipLink: 'Skip to content',
  mainNav: 'Main',
  home: 'Home',
  navHome: 'Home',
  navCampaigns: 'Our Campaigns',
  navGallery: 'Gallery',
  navSupport: 'Support Us',
  navAbout: 'About Us',
  navPublications: 'Publications',
  navContact: 'Contact',
  donate: 'Donate',
  menu: 'Menu',
  findUs: 'Find Us',
  opensInNewTab: '{network} (opens in a new tab)',
  announcements: 'Announcements',
  news: 'News',
  mission:
    'We teach children from slums and poor families, and help young people and their parents out of the unemployment and debt that illiteracy brings — working towards an India free of child labour and poverty.',
  founded: 'Registered non-profit, working since January 2022.',
  chatWithUs: 'Chat with us',
  chatOpensWhatsapp: ' (opens WhatsApp in a new tab)',
  chatMessage: "Hello! I'd like to know more about your programs for children's education and livelihoods.",
  quickLinks: 'Quick Links',
  supportUs: 'Support Us',
  getInTouch: 'Get in Touch',
  footerDonate: 'Donate',
  footerVolunteer: 'Volunteer',
  footerInternships: 'Internships',
  footerSponsor: 'Sponsor a Child',
  totalVisitors: 'Total Visitors',
  copyright: '© {year} {name}. All rights reserved.',
  copyrightUnnamed: '© {year}. All rights reserved.',
  legal: 'Legal',
  privacy: 'Privacy Policy',
  yourData: 'Your Data',
  terms: 'Terms of Use',
  errorTitle: 'Unexpected Application Error!',
  backHome: 'Back to Home',
  remoteUnavailableTitle: 'This part of the site could not be loaded',
  remoteUnavailableText: 'It may be being updated right now, or your connection dropped. The rest of the site still works — please try again in a moment.',
  tryAgain: 'Try again',
};
export const frameText = defineCatalogue('layout-frame', LAYOUT_FRAME_EN, () => import('../hi/layout-frame'));

/** The login and set-password pages. */
export const LAYOUT_LOGIN_EN = {
  title: 'Login',
  intro: "For the society's staff and volunteers with a dashboard account.",
  // What search results and link previews show under each page's title (shell/src/server.tsx).
  description: "Sign in to the society's dashboards: for its staff, HR, teaching team, volunteers and interns.",
  setDescription: 'Choose the password of your volunteer or intern account with the link in your invite mail.',
  missingFields: 'Please enter your email and password.',
  email: 'Email',
  password: 'Password',
  signIn: 'Sign in',
  signingIn: 'Signing in...',
  setTitle: 'Choose your password',
  setIntro: 'For your volunteer account. You will sign in with your email and this password.',
  tooShort: 'Please choose a password of at least {min} characters.',
  notSame: 'The two passwords are not the same.',
  linkInvalid: 'This link has expired or was already used. Ask HR to send you a new one.',
  toLogin: 'Go to the login page',
  newPassword: 'New password',
  newPasswordHint: 'At least {min} characters.',
  repeatPassword: 'Repeat the password',
  saving: 'Saving...',
  setAndSignIn: 'Set password and sign in',
};
export const loginText = defineCatalogue('layout-login', LAYOUT_LOGIN_EN, () => import('../hi/layout-login'));

/** The web kit's words a visitor or volunteer sees: spinners, errors, dialogs, the 404 page, the dashboard frame (the staff lists' pager stays English). */
export const WEBKIT_UI_EN = {
  loading: 'Loading',
  retry: 'Retry',
  closeDialog: 'Close dialog',
  notFoundTitle: 'Oops! Page Not Found',
  notFoundText: 'The page you are looking for may have moved, or the link may be mistyped. These might help instead:',
  notFoundPublications: 'Read our publications',
  notFoundDonate: "Donate to support a child's education",
  backHome: 'Back to Home',
  signedInAs: 'Signed in as {email}',
  logout: 'Logout',
  statusPending: 'Pending',
  statusApproved: 'Approved',
  statusRejected: 'Rejected',
  statusCancelled: 'Cancelled',
  statusValid: 'Valid',
  statusRevoked: 'Revoked',
};
export const webkitText = defineCatalogue('webkit-ui', WEBKIT_UI_EN, () => import('../hi/webkit-ui'));
