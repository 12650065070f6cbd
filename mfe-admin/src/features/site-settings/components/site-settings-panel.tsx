import { REGISTER_RULES, SETTINGS_LIMITS, SOCIAL_NETWORKS, type HomeLiveFigure, type SiteSettings, type SocialNetwork } from '@society/contracts';
import { FormError } from '@society/web-kit/staff';
import { addSitePicture } from '../api/add-site-picture';
import { HomePictures } from './home-pictures';
import { PicturePicker } from './picture-picker';
import { SettingsSection, type FieldSpec } from './settings-section';
import { useSectionSave } from './use-section-save';
import './site-settings.css';

const NETWORK_LABELS: Record<SocialNetwork, string> = { instagram: 'Instagram', facebook: 'Facebook', youtube: 'YouTube', x: 'X (Twitter)', linkedin: 'LinkedIn' };
const DATE_HINT = 'As on the certificate.';
/** Under each optional Hindi field: what a blank one does. */
const HINDI_HINT = 'Shown on the Hindi pages (/hi/…). Left blank, they show the English.';

const IDENTITY: FieldSpec[] = [
  { path: 'name', label: 'Registered name', hint: 'On receipts, page titles, link previews and mails.', wide: true },
  { path: 'shortName', label: 'Short name', hint: `For the header, at most ${SETTINGS_LIMITS.shortNameMax} characters.` },
  { path: 'tagline', label: 'Tagline' },
  { path: 'nameHi', label: 'Name in Hindi (optional)', hint: HINDI_HINT, wide: true, lang: 'hi' },
  { path: 'shortNameHi', label: 'Short name in Hindi (optional)', hint: `At most ${SETTINGS_LIMITS.shortNameMax} characters. ${HINDI_HINT}`, lang: 'hi' },
  { path: 'taglineHi', label: 'Tagline in Hindi (optional)', hint: HINDI_HINT, lang: 'hi' },
  { path: 'registrationNumber', label: 'Registration number' },
  { path: 'pan', label: 'PAN', placeholder: 'ABCDE1234F' },
  { path: 'registration12A', label: '12A registration number' },
  { path: 'registration12ADate', label: '12A registration date', type: 'date', hint: DATE_HINT },
  { path: 'registration80G', label: '80G registration number' },
  { path: 'registration80GDate', label: '80G registration date', type: 'date', hint: DATE_HINT },
  { path: 'registration80GValidUntil', label: '80G valid until', type: 'date', hint: 'The last day of the approval.' },
  { path: 'registration10BD', label: 'Form 10BD registration (URN)' },
  { path: 'registration10BDDate', label: 'Form 10BD registration date', type: 'date' },
];

const CONTACTS: FieldSpec[] = [
  { path: 'email', label: 'Public email', type: 'email' },
  { path: 'phoneDisplay', label: 'Phone, as shown', type: 'tel', placeholder: '+91 98765 43210' },
  { path: 'phoneDial', label: 'Phone, as dialled', type: 'tel', placeholder: '+919876543210', hint: '+ and the country code, digits only.' },
  { path: 'chatNumber', label: 'WhatsApp number', type: 'tel', placeholder: '919876543210', hint: 'Country code and number, digits only.' },
  { path: 'addressLines', label: 'Postal address', lines: true, hint: `One line per row, at most ${SETTINGS_LIMITS.addressLinesMax}.` },
  { path: 'addressLinesHi', label: 'Postal address in Hindi (optional)', lines: true, lang: 'hi', hint: `One line per row, at most ${SETTINGS_LIMITS.addressLinesMax}. ${HINDI_HINT}` },
  { path: 'mapUrl', label: 'Map link', type: 'url', placeholder: 'https://maps.google.com/...' },
  { path: 'mapEmbedUrl', label: 'Map embed', type: 'url', hint: "Google Maps → Share → Embed a map → the address in the iframe's src." },
  { path: 'grievanceName', label: 'Grievance officer (privacy page)' },
  { path: 'grievanceEmail', label: 'Grievance email', type: 'email' },
];

const SOCIAL: FieldSpec[] = [
  ...SOCIAL_NETWORKS.map((network) => ({ path: `links.${network}`, label: `${NETWORK_LABELS[network]} page`, type: 'url' as const, placeholder: 'https://' })),
  { path: 'facebookPageUrl', label: 'Facebook page shown on the home page', type: 'url' },
  { path: 'instagramUsername', label: 'Instagram account shown on the home page', placeholder: 'user name, without @' },
];

const PAYMENTS: FieldSpec[] = [
  { path: 'accountName', label: 'Account name' },
  { path: 'accountNumber', label: 'Account number' },
  { path: 'ifsc', label: 'IFSC', placeholder: 'SBIN0001234' },
  { path: 'bankName', label: 'Bank' },
  { path: 'branch', label: 'Branch' },
  { path: 'upiId', label: 'UPI ID', placeholder: 'society@sbi', hint: 'The UPI QR code and link follow it.' },
  { path: 'upiPayeeName', label: 'UPI payee name' },
  { path: 'chequePayee', label: 'Cheques payable to' },
  { path: 'csrEmail', label: 'CSR contact email', type: 'email', hint: 'Optional: for company partnerships.' },
];

/** Where a home figure comes from: typed here, or live from the class register (this academic year, the whole society). */
const FIGURE_SOURCES: ReadonlyArray<{ value: HomeLiveFigure | ''; label: string }> = [
  { value: '', label: 'The value typed here' },
  { value: 'childrenTaught', label: 'Live: children taught this year' },
  { value: 'averageAttendance', label: 'Live: average attendance this year' },
  { value: 'roseALevel', label: 'Live: share of children who rose a level' },
];
const LIVE_HINT = `From the class register, for the whole society. Under ${REGISTER_RULES.minChildrenInFigure} children the typed value shows.`;

const STATISTICS: FieldSpec[] = [0, 1, 2].flatMap((index) => [
  { path: `statistics.${index}.live`, label: `Figure ${index + 1} shows`, options: FIGURE_SOURCES, hint: LIVE_HINT, wide: true },
  { path: `statistics.${index}.value`, label: `Figure ${index + 1}`, placeholder: '34+' },
  { path: `statistics.${index}.label`, label: `Figure ${index + 1} says`, placeholder: 'Children Sponsored' },
  { path: `statistics.${index}.labelHi`, label: `Figure ${index + 1} says, in Hindi (optional)`, placeholder: 'प्रायोजित बच्चे', hint: HINDI_HINT, wide: true, lang: 'hi' },
]);

const SITE: FieldSpec[] = [
  { path: 'publicOrigin', label: 'Public address of the site', type: 'url', placeholder: 'https://www.example.org', hint: 'For canonical links, link previews, the sitemap and links in mails.', wide: true },
  { path: 'footerCredit', label: 'Footer credit line' },
  { path: 'footerCreditUrl', label: 'Footer credit link', type: 'url', hint: 'Optional.' },
];

/** The logo, saved as soon as it changes (the identity's text fields save with their own button). */
function LogoPicker({ settings, onSaved }: { settings: SiteSettings; onSaved: (settings: SiteSettings) => void }) {
  const { busy, errors, failure, run, save } = useSectionSave('identity', 'Logo', settings, onSaved);
  const logo = settings.identity.logo;
  return (
    <div className="adm-site__pictures">
      <PicturePicker
        id="site-logo"
        label="Logo"
        what="a logo"
        hint="In the header, on receipts and in link previews. A square picture works best."
        picture={logo}
        busy={busy}
        error={errors.logo}
        onAdd={(source, alt) => void run(() => addSitePicture('logo', source, alt), 'Logo saved')}
        onRemove={() => void save({ logo: null }, 'Logo removed')}
        onSaveAlt={(alt) => logo && void save({ logo: { url: logo.url, alt } })}
      />
      {failure ? <FormError message={failure} /> : null}
    </div>
  );
}

export interface SiteSettingsPanelProps {
  settings: SiteSettings;
  onSaved: (settings: SiteSettings) => void;
}

/** The Site tab: the society's own details, six sections that save separately; visitors see a save on their next page load. */
export function SiteSettingsPanel({ settings, onSaved }: SiteSettingsPanelProps) {
  const common = { settings, onSaved };
  return (
    <section className="adm-panel" aria-labelledby="site-heading">
      <div className="adm-panel__head">
        <h2 id="site-heading">Site</h2>
      </div>
      <p className="adm-site__lead">What visitors, donors and receipts show about the society. Each section saves on its own; the site shows a change on its next page load.</p>
      <SettingsSection {...common} section="identity" title="Identity" intro="The society's name and its registrations, printed on 80G receipts. Registration numbers and PAN are not shown on the site." fields={IDENTITY} after={<LogoPicker {...common} />} />
      <SettingsSection {...common} section="contacts" title="Contacts" intro="How people reach the society: the header, footer, Contact and privacy pages." fields={CONTACTS} />
      <SettingsSection {...common} section="social" title="Social pages" intro="A network left empty is not shown." fields={SOCIAL} />
      <SettingsSection {...common} section="payments" title="Payments" intro="The Donate page's bank, UPI and cheque details. Until all of them are set, the Donate page says donations are not open yet." fields={PAYMENTS} />
      <SettingsSection {...common} section="home" title="Home and campaigns" intro="The home page's three figures: each typed here, or live from the class register. Pictures below save as soon as they change." fields={STATISTICS} after={<HomePictures {...common} />} />
      <SettingsSection {...common} section="site" title="Site address and footer" intro="Where the site lives, and the footer's credit." fields={SITE} />
    </section>
  );
}
