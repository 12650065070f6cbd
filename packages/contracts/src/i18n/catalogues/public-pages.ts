// The visitor's content pages (home, about, campaigns, gallery, publications, support, 404): one
// catalogue per page, so a page's Hindi chunk carries only its own strings (see ../catalogue.ts).
import { defineCatalogue, type Catalogue } from '../catalogue';
import { MESSAGES } from '../../messages';

/** The key of a SPEC §8 message from its English text (an API client's error), to show it in the page's language. */
export function messageKeyOf(text: string): keyof typeof MESSAGES | null {
  const entry = (Object.entries(MESSAGES) as [keyof typeof MESSAGES, string][]).find(([, english]) => english === text);
  return entry ? entry[0] : null;
}

/** The places of SPEC §2 "Our Presence" (PRESENCE_LOCATIONS) and elsewhere, shared by the pages below. */
const PLACES = {
  placeAmbalaCantt: 'Ambala Cantt',
  placeTopkhanaBasti: 'Topkhana Basti (Ambala)',
  placeChandigarh: 'Chandigarh',
  placePanchkula: 'Panchkula',
} as const;

const HOME_EN = {
  metaTitle: 'Education is a Fundamental Right',
  metaDescription:
    'A registered non-profit teaching slum children in Ambala Cantt, Topkhana Basti, Chandigarh and Panchkula, and helping their families out of unemployment. Sponsor a child, volunteer or donate.',
  heroEyebrow: 'Ambala Cantt · Topkhana Basti · Chandigarh · Panchkula',
  heroTitle: 'Education is a Fundamental Right',
  heroLead:
    'We teach children from slums and poor families for free, and help their families find skills and work. A sponsor keeps one more child in school.',
  sponsorChild: 'Sponsor A Child',
  seeCampaigns: 'See Our Campaigns',
  aboutUs: 'About Us',
  missionEyebrow: 'Working since January 2022',
  missionTitle: 'Education to Change The World',
  missionText1:
    'Too many children in the slums of Ambala Cantt, Topkhana Basti, Chandigarh and Panchkula grow up without school, and too many are sent to work instead. Illiteracy then keeps their families in unemployment and debt.',
  missionText2:
    'We are a registered non-profit society. Our volunteers teach these children, help them into school and keep them there, and help young people and parents learn the skills that lead to steady work. Our vision is an India free of child labour and poverty.',
  carouselLabel: 'Pictures of our work',
  carouselRole: 'carousel',
  slideRole: 'slide',
  slideLabel: '{index} of {count}',
  pauseSlideshow: 'Pause slideshow',
  playSlideshow: 'Play slideshow',
  slideReadingCircle: 'Three children sit on a mat under a tree, each reading a book.',
  slideClassroom: 'A teacher points to letters and numbers on a blackboard while children listen.',
  slideSkills: 'Two young people learning skills, one at a sewing machine and one at a laptop.',
  slideTreePlanting: 'A volunteer and a child plant and water a sapling.',
  highlightsTitle: 'How We Help',
  highlightsLead: 'Four of our campaigns, and where a little help goes a long way.',
  kidsEducationTitle: 'Kids Education',
  kidsEducationText: 'Free classes close to home that help slum children read, write, count and stay in school.',
  supportHomelessTitle: 'Support Homeless',
  supportHomelessText: 'Food, warm clothes and blankets for people living on the street, and help to find shelter.',
  sponsorChildText: 'Books, uniform and fees for one child, so that school does not stop when money runs short.',
  skillDevelopmentTitle: 'Skill Development',
  skillDevelopmentText: 'Computers, tailoring and spoken English, so that young people and parents can find steady work.',
  learnMore: 'Learn More',
  learnMoreAbout: ' about {title}',
  allCampaigns: 'See all eleven campaigns',
  updatesTitle: 'Latest Updates',
  updatesLead: 'Classes, drives and celebrations: follow our work on Facebook and Instagram, where we post photos and news.',
  facebookBlurb: 'News, events and announcements.',
  instagramBlurb: 'Photos from our classes and campaigns.',
  followFacebook: 'Follow us on Facebook',
  followInstagram: 'Follow us on Instagram',
  opensInNewTab: ' (opens in a new tab)',
  embedFailed:
    'Our {network} posts could not be shown here. Your connection or browser may be blocking them; you can still see them on {network}.',
  embedLoading: 'Loading our {network} posts',
  embedPlaceholder: 'Our latest {network} posts will appear here.',
  embedFrameTitle: 'Latest posts from our {network} page',
  quoteLabel: 'Quote',
  quoteText: 'Education is the most powerful weapon which you can use to change the world.',
  quoteBy: '— Nelson Mandela',
  publicationsTitle: 'See where the help goes',
  publicationsLead: 'Our newsletters and annual reports tell what we did, where, and with what.',
  explorePublications: 'Explore Our Publications',
  statsLabel: 'Our work in numbers',
  statChildrenSponsored: 'Children Sponsored',
  statChildrenAssociated: 'Children Associated',
  statActiveSponsors: 'Active Sponsors',
} as const;
export const pagesHomeText: Catalogue<typeof HOME_EN> = defineCatalogue('pages-home', HOME_EN, () => import('../hi/pages-home'));

const ABOUT_EN = {
  metaTitle: 'About Us',
  metaDescription:
    'Who we are: a registered non-profit working since January 2022 to educate slum children and end child labour and poverty in Ambala, Chandigarh and Panchkula. Meet our core team.',
  eyebrow: 'Registered non-profit · since January 2022',
  title: 'About Us',
  lead: 'A welfare society of volunteers who believe that education is the surest way out of poverty, for a child and for a family.',
  whoTitle: 'Who We Are',
  whoText1:
    'We are a registered non-profit welfare society, working since January 2022 in Ambala Cantt, Topkhana Basti, Chandigarh and Panchkula.',
  whoText2:
    'Our volunteers teach children from slums and poor families, help them into school and keep them there. Alongside, we help young people and parents learn skills and find work, and we run campaigns for health, women, the environment and the animals of our streets.',
  whoAlt: 'Adults and children stand hand in hand in front of a small school at sunrise.',
  visionTitle: 'Our Vision',
  visionText1:
    'An India free of child labour and poverty: where every child spends the day learning, not working, and grows up able to earn a fair living.',
  visionAlt: 'Three children fly kites over rooftops at sunrise.',
  aimTitle: 'Aim',
  aimText1: 'To educate underprivileged and slum children, and to reduce the unemployment and financial distress that illiteracy causes.',
  aimText2:
    'We do this through regular classes, sponsorship of children’s schooling, skills training for young people and adults, and awareness drives in the communities we serve.',
  aimAlt: 'A teacher points to letters and numbers on a blackboard while children listen.',
  motiveTitle: 'Motive',
  motiveText1:
    'A child who cannot read grows into an adult who is easy to cheat and hard to employ, and whose own children often face the same fate. Education breaks that circle.',
  motiveText2:
    'Every child deserves the chance to learn, to play and to choose a future. Our work is to make sure that where a child is born does not decide how far that child can go.',
  motiveAlt: 'Two hands hold a heart with a young plant growing from it.',
  teamTitle: 'Meet Our Core Team',
  teamLead: 'The people who plan the classes, run the campaigns and answer your messages.',
  teamLoading: 'Loading the core team',
  teamError: 'Error: {message}',
  teamRetry: 'Try again',
  teamEmpty: 'Our team will be introduced here soon.',
  teamInvalidData: 'Invalid data format received from server',
  memberPhoto: 'Photo of {name}',
  memberLinkedin: '{name} on LinkedIn (opens in a new tab)',
  memberInstagram: '{name} on Instagram (opens in a new tab)',
  ctaTitle: 'Be part of the change',
  ctaText: 'Sponsor a child, give a few hours a week, or join us as an intern.',
  sponsorChild: 'Sponsor A Child',
  waysToSupport: 'Ways to Support Us',
} as const;
export const pagesAboutText: Catalogue<typeof ABOUT_EN> = defineCatalogue('pages-about', ABOUT_EN, () => import('../hi/pages-about'));

const CAMPAIGNS_EN = {
  ...PLACES,
  metaTitle: 'Our Campaigns',
  metaDescription:
    'Eleven campaigns in Ambala Cantt, Topkhana Basti, Chandigarh and Panchkula: classes for slum children, child sponsorship, skills, health camps, women empowerment, trees and animal care.',
  eyebrow: 'What we do',
  title: 'Our Campaigns',
  lead: 'Education comes first, but a child learns best when the family is healthy, earning and heard. These are the eleven ways we work towards that in Ambala Cantt, Topkhana Basti, Chandigarh and Panchkula.',
  learnMore: 'Learn More',
  learnMoreAbout: ' about {title}',
  bandTitle: 'Not sure where to begin?',
  bandText: 'Sponsoring one child’s education is the simplest way to help.',
  sponsorChild: 'Sponsor A Child',
  volunteerWithUs: 'Volunteer With Us',
  // One campaign's page
  breadcrumb: 'Breadcrumb',
  impact: 'Impact',
  presence: 'Our Presence',
  aboutCampaign: 'About the campaign',
  whatWeDo: 'What we do',
  howToHelp: 'How you can help',
  giveTimeBefore: 'Prefer to give time? ',
  volunteerLink: 'Volunteer with us',
  giveTimeOr: ' or ',
  internshipLink: 'apply for an internship',
  giveTimeAfter: '.',
  campaignFacts: 'Campaign facts',
  // Share Campaign
  share: 'Share Campaign',
  shareTitle: 'Check out {title}',
  shareTitleNamed: 'Check out {title} - {name}',
  shareLink: 'Link to this campaign',
  copy: 'Copy',
  copied: 'Copied!',
  copyFailed: 'Failed to copy',
  sendBefore: 'Or send it by ',
  sendOr: ' or ',
  sendEmail: 'email',
  sendAfter: '.',
} as const;
export const pagesCampaignsText: Catalogue<typeof CAMPAIGNS_EN> = defineCatalogue('pages-campaigns', CAMPAIGNS_EN, () => import('../hi/pages-campaigns'));

const GALLERY_EN = {
  metaTitle: 'Our Gallery',
  metaDescription: 'Photos of our classes, campaigns, celebrations and workshops in Ambala, Chandigarh and Panchkula.',
  eyebrow: 'Moments from our work',
  title: 'Our Gallery',
  lead: 'Classes in the basti, awareness drives, festivals with the children and the people who make them happen.',
  photos: 'Photos',
  filterLabel: 'Filter photos by category',
  categoryEvents: 'Events',
  categoryCampaigns: 'Campaigns',
  categoryCelebrations: 'Celebrations',
  categoryWorkshops: 'Workshops',
  categoryCommunity: 'Community',
  categoryOthers: 'Others',
  categoryAll: 'All',
  photoCount: '{count, plural, one {# photo} other {# photos}} in {category}',
  loading: 'Loading photos',
  errorTitle: 'The photos could not be loaded',
  tryAgain: 'Try Again',
  noImages: 'No images found for this category.',
  noImagesHint: 'Try another category above.',
  pagerLabel: 'Pages of photos',
  newer: '← Newer photos',
  older: 'Older photos →',
  pageStatus: 'Page {page} of {last}',
  readMore: 'Read More',
  readMoreAbout: ' about {title}',
  close: 'Close',
  categoryPrefix: 'Category: ',
  invalidData: 'Invalid data format received from server',
  fetchFailed: 'Failed to fetch images',
  corruptCache: 'Failed to parse cached images',
} as const;
export const pagesGalleryText: Catalogue<typeof GALLERY_EN> = defineCatalogue('pages-gallery', GALLERY_EN, () => import('../hi/pages-gallery'));

const PUBLICATIONS_EN = {
  metaTitle: 'Publications',
  metaDescription: "Our annual reports and newsletters: what we did, where the money went and what's next.",
  eyebrow: 'Reports and newsletters',
  title: 'Publications',
  lead: 'What we did, where the money went and what comes next: our annual reports and the newsletters we send to friends of the society.',
  sectionLabel: 'Publications',
  tabsLabel: 'Kind of publication',
  annualReports: 'Annual Reports',
  newsletters: 'Newsletters',
  annualReport: 'Annual Report',
  newsletter: 'Newsletter',
  loading: 'Loading publications',
  errorTitle: 'The publications could not be loaded',
  loadFailed: 'Failed to load publications.',
  tryAgain: 'Try Again',
  noReports: 'No annual reports available',
  noReportsHint: 'Check back later for new annual reports.',
  noNewsletters: 'No newsletters available',
  noNewslettersHint: 'Check back later for new newsletters.',
  yearsLabel: 'Filter newsletters by year',
  noNewslettersYear: 'No newsletters available for {year}',
  noNewslettersYearHint: 'Try selecting another year above.',
  cover: 'Cover of {title}',
  download: 'Download',
  downloadHidden: ' {title} (opens in a new tab)',
  read: 'Read',
  readHidden: ' {title}',
  close: 'Close',
  openInNewTab: 'Open in new tab',
  frameNote: 'If the report does not load below, you can open the PDF in a new tab with the button at the bottom.',
  frameTitle: 'Flipbook: {title}',
} as const;
export const pagesPublicationsText: Catalogue<typeof PUBLICATIONS_EN> = defineCatalogue('pages-publications', PUBLICATIONS_EN, () => import('../hi/pages-publications'));

const SUPPORT_EN = {
  metaTitle: 'Support Us',
  metaDescription:
    'Donate, volunteer or intern with a registered non-profit teaching slum children in Ambala, Chandigarh and Panchkula. Donations are eligible for 80G tax deduction.',
  eyebrow: 'Sponsor a child',
  title: 'Support Us',
  lead: 'Every child in our classes is there because someone gave money, time or skill. Choose the way that suits you.',
  donateTitle: 'Donate',
  donateText:
    'Sponsor a child’s schooling or support a campaign by bank transfer, cheque or UPI. Donations qualify for a tax deduction under section 80G.',
  donateAction: 'Donate Now',
  volunteerTitle: 'Volunteer',
  volunteerText:
    'Teach a class, help at a health camp or a planting drive, or lend a hand with events and social media. A few hours a week make a difference.',
  volunteerAction: 'Join Us',
  internshipTitle: 'Internships',
  internshipText:
    'Students can spend three months or more with us in teaching, fund raising, design, writing or administration. Internships are unpaid and end with a certificate.',
  internshipAction: 'Apply Now',
  reportsTitle: 'See what your support does',
  reportsText: 'Our newsletters and annual reports show where the money and the hours go.',
  reportsLink: 'Read our publications',
  fullStop: '.',
} as const;
export const pagesSupportText: Catalogue<typeof SUPPORT_EN> = defineCatalogue('pages-support', SUPPORT_EN, () => import('../hi/pages-support'));

const NOT_FOUND_EN = {
  metaTitle: 'Page not found',
  metaDescription: 'The page you are looking for may have moved, or the link may be mistyped.',
} as const;
export const pagesNotFoundText: Catalogue<typeof NOT_FOUND_EN> = defineCatalogue('pages-not-found', NOT_FOUND_EN, () => import('../hi/pages-not-found'));
