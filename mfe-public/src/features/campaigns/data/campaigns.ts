import { CAMPAIGN_TITLES } from '@society/contracts';
import artsCultureArt from '../../../assets/art/arts-culture.svg';
import awarenessArt from '../../../assets/art/awareness.svg';
import classroomArt from '../../../assets/art/classroom.svg';
import conversationArt from '../../../assets/art/conversation.svg';
import healthCampArt from '../../../assets/art/health-camp.svg';
import kitesArt from '../../../assets/art/kites.svg';
import schoolBagArt from '../../../assets/art/school-bag.svg';
import skillsArt from '../../../assets/art/skills.svg';
import streetAnimalsArt from '../../../assets/art/street-animals.svg';
import treePlantingArt from '../../../assets/art/tree-planting.svg';
import womenArt from '../../../assets/art/women.svg';
import susikshapathshalaCard from '../../../assets/share/susikshapathshala.png';
import nayiudaanCard from '../../../assets/share/nayiudaan.png';
import bastaCard from '../../../assets/share/basta.png';
import greenearthCard from '../../../assets/share/greenearth.png';
import streetanimalcareCard from '../../../assets/share/streetanimalcare.png';
import jagruktaabhiyanCard from '../../../assets/share/jagruktaabhiyan.png';
import aoobatenkareinCard from '../../../assets/share/aoobatenkarein.png';
import mehfilemuskaanCard from '../../../assets/share/mehfilemuskaan.png';
import nayisambhawnayeinCard from '../../../assets/share/nayisambhawnayein.png';
import khushhaaliCard from '../../../assets/share/khushhaali.png';
import narishaktiCard from '../../../assets/share/narishakti.png';

export type CampaignIconName =
  | 'book'
  | 'kite'
  | 'bag'
  | 'tree'
  | 'paw'
  | 'megaphone'
  | 'chat'
  | 'music'
  | 'tools'
  | 'health'
  | 'women';

export interface ImpactStat {
  value: string;
  label: string;
}

/** A campaign (SPEC §3: title, description, url, colour, icon) and what its page says. */
export interface Campaign {
  slug: string;
  title: string;
  /** A few words naming the cause, shown above the title. */
  focus: string;
  description: string;
  url: string;
  /** Decorative accent (borders, icon discs); text never sits on it. */
  colour: string;
  icon: CampaignIconName;
  /** Label of the call-to-action button to /support/donate (SPEC §2). */
  ctaLabel: string;
  stats: readonly ImpactStat[];
  art: string;
  artAlt: string;
  /**
   * The picture a shared link to the campaign shows (1200×630 PNG, drawn from the page by
   * scripts/make-share-card.mjs --campaigns), unless the admin chose a cover photo.
   */
  shareCard: string;
  story: readonly string[];
  activities: readonly string[];
  howToHelp: string;
}

/** What a campaign's page and card say in words: the parts of a campaign that are translated (campaigns.hi.ts). */
export type CampaignCopy = Pick<Campaign, 'focus' | 'description' | 'ctaLabel' | 'artAlt' | 'story' | 'activities' | 'howToHelp'>;

// SPEC §9 static stats: one default set, and their own sets for three campaigns.
const DEFAULT_STATS: readonly ImpactStat[] = [
  { value: '1000+', label: 'Women empowered' },
  { value: '800+', label: 'Children educated' },
  { value: '500+', label: 'Patients helped' },
];
const STREET_ANIMAL_STATS: readonly ImpactStat[] = [
  { value: '500+', label: 'Animals fed monthly' },
  { value: '12+', label: 'Feeding points' },
  { value: '100+', label: 'Volunteers' },
  { value: '300+', label: 'Medical aids' },
];
const GREEN_EARTH_STATS: readonly ImpactStat[] = [
  { value: '1000+', label: 'Trees' },
  { value: '10+', label: 'Green zones' },
  { value: '200+', label: 'Volunteers' },
  { value: '10+', label: 'School programmes' },
];
const PATHSHALA_STATS: readonly ImpactStat[] = [
  { value: '30', label: 'Children enrolled' },
  { value: '100+', label: 'Teaching hours' },
  { value: '6+', label: 'Skills' },
  { value: '100%', label: 'Attendance' },
];

/** The eleven campaigns, in the order of SPEC §2's route list. */
export const CAMPAIGNS: readonly Campaign[] = [
  {
    slug: 'susikshapathshala',
    shareCard: susikshapathshalaCard,
    title: CAMPAIGN_TITLES.susikshapathshala,
    focus: 'Kids education',
    description: 'Classes close to home that help slum children read, write and count — and stay in school.',
    url: '/campaigns/susikshapathshala',
    colour: '#c2410c',
    icon: 'book',
    ctaLabel: 'Sponsor A Child',
    stats: DEFAULT_STATS,
    art: classroomArt,
    artAlt: 'A teacher points to letters and numbers on a blackboard while children sit and listen.',
    story: [
      'Su-Shiksha Pathshala is where our work began. Many children in the slums of Ambala Cantt and Topkhana Basti grow up with no one at home who can help them read, write or do sums, and too many leave school early or are sent out to work.',
      'Our volunteers hold regular classes close to where the children live. We teach reading, writing and arithmetic in Hindi and English, help with school homework, and work with parents to get children enrolled in school and keep them there.',
    ],
    activities: [
      'Classes in reading, writing and arithmetic',
      'Help with homework and with school admission',
      'Books, notebooks and stationery for children who have none',
      'Regular talks with parents about their children’s progress',
    ],
    howToHelp:
      'A sponsor covers one child’s books, stationery and lessons. If you can give a few hours a week to teach, we would love to hear from you too.',
  },
  {
    slug: 'nayiudaan',
    shareCard: nayiudaanCard,
    title: CAMPAIGN_TITLES.nayiudaan,
    focus: 'Sponsor a child',
    description: 'Sponsors keep a child or young person studying — fees, books and uniform — when money runs short at home.',
    url: '/campaigns/nayiudaan',
    colour: '#b45309',
    icon: 'kite',
    ctaLabel: 'Support Youth Education',
    stats: DEFAULT_STATS,
    art: kitesArt,
    artAlt: 'Three children fly kites over rooftops at sunrise.',
    story: [
      'Nayi Udaan means “a new flight”. Families in the bastis we work in often have to choose between a child’s schooling and the household’s next meal, and when money runs short, school is the first thing to go.',
      'Through Nayi Udaan a sponsor supports one child’s education: school fees where they apply, books, uniform and stationery, with help from our volunteers in their studies. Older students also get guidance on further study and work.',
    ],
    activities: [
      'Finding the children who most need support',
      'School fees, books, uniforms and stationery',
      'Study support and mentoring for older students',
      'Updates for sponsors on how their child is doing',
    ],
    howToHelp: 'Sponsor a child’s education, or tell us about a child who needs support to stay in school.',
  },
  {
    slug: 'basta',
    shareCard: bastaCard,
    title: CAMPAIGN_TITLES.basta,
    focus: 'Daily classes',
    description: 'An everyday class with a school bag for every child: the same place, the same time, every day.',
    url: '/campaigns/basta',
    colour: '#9a3412',
    icon: 'bag',
    ctaLabel: 'Support The Daily Pathshala',
    stats: PATHSHALA_STATS,
    art: schoolBagArt,
    artAlt: 'A school bag beside a slate with letters on it, a stack of books and a pencil.',
    story: [
      '“Basta” is the school bag a child carries. Basta – The Daily Pathshala is our everyday class for children who are out of school or falling behind: the same place and the same time, every day.',
      'Routine matters as much as lessons. Children learn to read, write and count, and also pick up everyday skills such as drawing, craft and good habits of hygiene, in a class where coming every day is celebrated.',
    ],
    activities: [
      'Daily lessons in reading, writing and numbers',
      'A school bag with books and stationery for each child',
      'Drawing, craft and other everyday skills',
      'Preparing children to join or return to school',
    ],
    howToHelp: 'Sponsor a child’s school bag and books, or volunteer to take a class.',
  },
  {
    slug: 'greenearth',
    shareCard: greenearthCard,
    title: CAMPAIGN_TITLES.greenearth,
    focus: 'Green earth',
    description: 'Planting trees with children and neighbours, and caring for them until they grow.',
    url: '/campaigns/greenearth',
    colour: '#15803d',
    icon: 'tree',
    ctaLabel: 'Support Green Earth',
    stats: GREEN_EARTH_STATS,
    art: treePlantingArt,
    artAlt: 'A volunteer plants a sapling while a child waters it, with young trees growing around them.',
    story: [
      'Dharti Ki Muskaan means “the smile of the earth”. The neighbourhoods our children live in have little shade and few trees, and we want to change that with them, not just for them.',
      'Volunteers, children and residents plant saplings together and look after them until they can stand on their own. In schools we talk with children about trees, water and waste, so that caring for nature becomes a habit.',
    ],
    activities: [
      'Tree-planting drives with children and residents',
      'Watering and caring for saplings after planting',
      'Green zones in the neighbourhoods we serve',
      'Nature sessions in schools',
    ],
    howToHelp: 'Join a planting drive, or donate towards saplings, tree guards and water.',
  },
  {
    slug: 'streetanimalcare',
    shareCard: streetanimalcareCard,
    title: CAMPAIGN_TITLES.streetanimalcare,
    focus: 'Street animal care',
    description: 'Food, water and first aid for the street animals who share our lanes.',
    url: '/campaigns/streetanimalcare',
    colour: '#a16207',
    icon: 'paw',
    ctaLabel: 'Support Animal Care',
    stats: STREET_ANIMAL_STATS,
    art: streetAnimalsArt,
    artAlt: 'A volunteer kneels to feed a street dog, with a cat and a food bowl nearby.',
    story: [
      'Prem Seva means “service with love”. The dogs, cats and cattle on our streets often go hungry, and go untreated when they are hurt or ill.',
      'Our volunteers keep regular feeding points, put out water in the summer heat, and arrange first aid and treatment with local vets for injured animals. We also talk with residents about living kindly alongside the animals of the neighbourhood.',
    ],
    activities: [
      'Regular feeding at fixed feeding points',
      'Water bowls through the summer',
      'First aid and treatment for injured or sick animals',
      'Encouraging residents to treat animals kindly',
    ],
    howToHelp: 'Volunteer at a feeding point, or donate towards food and medical care.',
  },
  {
    slug: 'jagruktaabhiyan',
    shareCard: jagruktaabhiyanCard,
    title: CAMPAIGN_TITLES.jagruktaabhiyan,
    focus: 'Awareness',
    description: 'Awareness drives on education, health and rights — and help for people without a home.',
    url: '/campaigns/jagruktaabhiyan',
    colour: '#0f766e',
    icon: 'megaphone',
    ctaLabel: 'Support Our Campaign',
    stats: DEFAULT_STATS,
    art: awarenessArt,
    artAlt: 'A volunteer speaks through a megaphone to a small group holding placards.',
    story: [
      'Jagrukta Abhiyan means “awareness campaign”. Many families do not know about the schemes, services and rights that could help them, and people who live on the street are often the last to hear.',
      'We hold awareness drives on education, health, hygiene and government schemes in the bastis, and reach out to homeless people with essentials such as food, warm clothes and blankets in winter, along with information on where to find help.',
    ],
    activities: [
      'Awareness drives on education, health and hygiene',
      'Information on government schemes and how to apply',
      'Food, clothes and winter blankets for homeless people',
      'Putting people in touch with shelters and services',
    ],
    howToHelp: 'Volunteer for a drive, or donate clothes, blankets and other essentials.',
  },
  {
    slug: 'aoobatenkarein',
    shareCard: aoobatenkareinCard,
    title: CAMPAIGN_TITLES.aoobatenkarein,
    focus: 'Mental health',
    description: 'A safe space to talk about stress, worry and feelings — for children, young people and parents.',
    url: '/campaigns/aoobatenkarein',
    colour: '#6d28d9',
    icon: 'chat',
    ctaLabel: 'Support Mental Health',
    stats: DEFAULT_STATS,
    art: conversationArt,
    artAlt: 'Two people sit on a bench under a tree, talking.',
    story: [
      'Aao Baat Karein means “let’s talk”. Poverty, pressure at school and trouble at home weigh on children and adults alike, yet mental health is rarely spoken about.',
      'Through group sessions and one-to-one conversations we help people talk about stress, worry and feelings, learn simple ways to cope, and know when and where to look for professional help.',
    ],
    activities: [
      'Group talks on stress, emotions and wellbeing',
      'A listening ear for children and young people',
      'Sessions for parents on supporting their children',
      'Guidance on where to find professional help',
    ],
    howToHelp: 'Support the sessions, or volunteer if you are trained in counselling or psychology.',
  },
  {
    slug: 'mehfilemuskaan',
    shareCard: mehfilemuskaanCard,
    title: CAMPAIGN_TITLES.mehfilemuskaan,
    focus: 'Arts, culture and fund raising',
    description: 'Music, dance, drama and art: events where children shine and friends of the society raise funds for our work.',
    url: '/campaigns/mehfilemuskaan',
    colour: '#be185d',
    icon: 'music',
    ctaLabel: 'Support Arts & Culture',
    stats: DEFAULT_STATS,
    art: artsCultureArt,
    artAlt: 'A girl dances on a decorated stage while a boy plays a dholak.',
    story: [
      'Mehfil-e-Muskaan means “a gathering of smiles”. Children from the bastis rarely get a stage. Here they get one.',
      'We organise cultural programmes, art activities and celebrations where children perform and show their work. The same events bring together the supporters whose contributions fund our classes and campaigns.',
    ],
    activities: [
      'Cultural programmes with children’s music, dance and drama',
      'Art and craft activities',
      'Celebrations of festivals and special days',
      'Fund-raising events for the society’s work',
    ],
    howToHelp: 'Attend or sponsor an event, or share a talent of yours with our children.',
  },
  {
    slug: 'nayisambhawnayein',
    shareCard: nayisambhawnayeinCard,
    title: CAMPAIGN_TITLES.nayisambhawnayein,
    focus: 'Learn and grow',
    description: 'Practical skills for young people and adults, so that learning leads to work and a steady income.',
    url: '/campaigns/nayisambhawnayein',
    colour: '#1d4ed8',
    icon: 'tools',
    ctaLabel: 'Support Our Initiative',
    stats: DEFAULT_STATS,
    art: skillsArt,
    artAlt: 'Two young people at a workbench, one at a sewing machine and one at a laptop.',
    story: [
      'Nayi Sambhawnayein means “new possibilities”. Illiteracy and a lack of skills keep many families in unemployment and debt.',
      'We help young people and adults learn practical skills (basic computers, tailoring and other trades, spoken English, getting ready for interviews) and guide them towards jobs and self-employment.',
    ],
    activities: [
      'Basic computer skills',
      'Tailoring and other vocational skills',
      'Spoken English and interview preparation',
      'Guidance towards jobs and self-employment',
    ],
    howToHelp: 'Support a training batch, or volunteer to teach a skill you know well.',
  },
  {
    slug: 'khushhaali',
    shareCard: khushhaaliCard,
    title: CAMPAIGN_TITLES.khushhaali,
    focus: 'Health',
    description: 'Health camps and check-ups that bring doctors and basic care to families in the bastis.',
    url: '/campaigns/khushhaali',
    colour: '#0e7490',
    icon: 'health',
    ctaLabel: 'Support Healthcare Initiatives',
    stats: DEFAULT_STATS,
    art: healthCampArt,
    artAlt: 'A doctor with a stethoscope sees an elderly patient under a health-camp tent.',
    story: [
      'Khush-Haali means “well-being”. For families who live on daily wages, seeing a doctor can cost a day’s income, so illnesses go unchecked.',
      'We organise health camps with doctors and volunteers in the neighbourhoods we serve: check-ups, basic medicines, advice on hygiene and nutrition, and referrals to hospitals where needed.',
    ],
    activities: [
      'Health camps with free check-ups',
      'Basic medicines and first aid',
      'Hygiene and nutrition awareness',
      'Referrals for further treatment',
    ],
    howToHelp: 'Support a health camp, or volunteer if you are a doctor, nurse or pharmacist.',
  },
  {
    slug: 'narishakti',
    shareCard: narishaktiCard,
    title: CAMPAIGN_TITLES.narishakti,
    focus: 'Women empowerment',
    description: 'Literacy, skills and confidence for women, so they can earn, decide and lead.',
    url: '/campaigns/narishakti',
    colour: '#9d174d',
    icon: 'women',
    ctaLabel: 'Support Women Empowerment',
    stats: DEFAULT_STATS,
    art: womenArt,
    artAlt: 'Three women stand together in front of a rising sun; one raises her arms, one holds a book.',
    story: [
      'Nari Shakti means “the strength of women”. When a mother can read, earn and decide for herself, her children’s lives change too.',
      'We run literacy and skill classes for women, hold sessions on health, rights and money, and encourage self-help groups in which women save together and support one another.',
    ],
    activities: [
      'Literacy classes for women',
      'Tailoring and other skills for earning',
      'Sessions on health, rights and managing money',
      'Self-help groups and savings',
    ],
    howToHelp: 'Sponsor a woman’s training, or volunteer to teach a skill.',
  },
];

export function findCampaign(slug: string): Campaign | undefined {
  return CAMPAIGNS.find((campaign) => campaign.slug === slug);
}
