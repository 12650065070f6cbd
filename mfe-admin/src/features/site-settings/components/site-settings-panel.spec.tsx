import { screen, within } from '@testing-library/react';
import { SETTINGS_MESSAGES, type SiteSettings } from '@society/contracts';
import { jsonOf, mockApi, requestsTo } from '../../../testing/api-mock';
import { dashboardRoutes, imageFile, renderAdmin } from '../../../testing/render-admin';
import { filledSiteSettings } from '../../../testing/site-settings';

/** A new site: the society's details unset, the checklist as the API words it. */
function newSite(): SiteSettings {
  const settings = filledSiteSettings();
  return {
    ...settings,
    identity: { ...settings.identity, pan: '', registration80G: '' },
    payments: { ...settings.payments, upiId: '', upiPayeeName: '' },
    missing: [
      { section: 'identity', item: 'PAN' },
      { section: 'identity', item: '80G registration number, date and validity' },
      { section: 'payments', item: 'UPI ID and payee name' },
    ],
  };
}

describe('Site tab and the "Before going live" checklist', () => {
  it('lists what is unset above the tabs, opens the section, and empties as sections are saved', async () => {
    let saved = newSite();
    const fetchMock = mockApi({
      ...dashboardRoutes({ settings: saved }),
      'PUT /api/admin/settings/identity': (init) => {
        const body = jsonOf(init);
        saved = { ...saved, identity: { ...saved.identity, ...body, pan: String(body.pan).toUpperCase() }, missing: saved.missing.filter((item) => item.section !== 'identity') };
        return { body: saved };
      },
      'PUT /api/admin/settings/payments': (init) => {
        saved = { ...saved, payments: { ...saved.payments, ...jsonOf(init) }, missing: [] };
        return { body: saved };
      },
    });
    const { user } = renderAdmin();

    const checklist = await screen.findByRole('region', { name: 'Before going live' });
    expect(within(checklist).getByText('PAN')).toBeInTheDocument();
    expect(within(checklist).getByText('UPI ID and payee name')).toBeInTheDocument();
    expect(checklist).toHaveTextContent('Receipts are marked not valid');
    expect(screen.getByRole('tab', { name: 'Site (3 to fill in)' })).toBeInTheDocument();

    await user.click(within(checklist).getByRole('button', { name: 'Identity' }));
    expect(screen.getByRole('tab', { name: 'Site (3 to fill in)' })).toHaveAttribute('aria-selected', 'true');
    const identity = screen.getByRole('form', { name: 'Identity' });
    await user.type(within(identity).getByLabelText('PAN'), 'aaats1234q');
    await user.type(within(identity).getByLabelText('80G registration number'), 'AAATS1234QF20214');
    await user.click(within(identity).getByRole('button', { name: 'Save identity' }));

    expect(jsonOf(requestsTo(fetchMock, 'PUT /api/admin/settings/identity')[0])).toMatchObject({ pan: 'aaats1234q', registration80G: 'AAATS1234QF20214', name: 'Society Welfare Trust' });
    // The saved (normalised) values come back into the form, and the identity items leave the checklist.
    expect(await within(identity).findByDisplayValue('AAATS1234Q')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Before going live' })).queryByText('PAN')).toBeNull();
    expect(screen.getByRole('region', { name: 'Before going live' })).not.toHaveTextContent('Receipts are marked not valid');

    const payments = screen.getByRole('form', { name: 'Payments' });
    await user.type(within(payments).getByLabelText('UPI ID'), 'society@sbi');
    await user.type(within(payments).getByLabelText('UPI payee name'), 'Society Welfare Trust');
    await user.click(within(payments).getByRole('button', { name: 'Save payments' }));
    await screen.findByRole('tab', { name: 'Site' });
    expect(screen.queryByRole('region', { name: 'Before going live' })).toBeNull();
  });

  it("shows the server's refusal under the field it names, and keeps what was typed", async () => {
    mockApi({
      ...dashboardRoutes(),
      'PUT /api/admin/settings/payments': {
        status: 400,
        body: {
          statusCode: 400,
          message: 'ifsc must be 4 letters, a zero and 6 letters or digits (for example SBIN0001234)',
          errors: { ifsc: ['ifsc must be 4 letters, a zero and 6 letters or digits (for example SBIN0001234)'] },
        },
      },
      'PUT /api/admin/settings/social': {
        status: 400,
        body: { statusCode: 400, message: 'links.facebook must be an https:// link', errors: { 'links.facebook': ['links.facebook must be an https:// link'] } },
      },
    });
    const { user } = renderAdmin({ tab: 'site' });

    const payments = await screen.findByRole('form', { name: 'Payments' });
    const ifsc = within(payments).getByLabelText('IFSC');
    await user.clear(ifsc);
    await user.type(ifsc, 'SBIN1001234');
    await user.click(within(payments).getByRole('button', { name: 'Save payments' }));
    expect(await within(payments).findByRole('alert')).toHaveTextContent('ifsc must be 4 letters');
    expect(ifsc).toHaveAttribute('aria-invalid', 'true');
    expect(ifsc).toHaveAccessibleDescription(/ifsc must be 4 letters, a zero and 6 letters or digits/);
    expect(ifsc).toHaveValue('SBIN1001234');

    const social = screen.getByRole('form', { name: 'Social pages' });
    await user.type(within(social).getByLabelText('Facebook page'), 'facebook.com/society');
    await user.click(within(social).getByRole('button', { name: 'Save social pages' }));
    expect(await within(social).findByText('links.facebook must be an https:// link', { selector: '.wk-field__error' })).toBeInTheDocument();
  });

  it('uploads a logo, then saves its description and reorders the carousel by url', async () => {
    let saved = filledSiteSettings();
    const logo = { url: '/api/uploads/public/site/logo-640.webp', alt: 'Logo', srcSet: '' };
    const slides = [
      { url: '/api/uploads/public/site/a.webp', alt: 'Class in Topkhana Basti', srcSet: '' },
      { url: '/api/uploads/public/site/b.webp', alt: 'Tree planting', srcSet: '' },
    ];
    saved = { ...saved, home: { ...saved.home, carousel: slides } };
    const fetchMock = mockApi({
      ...dashboardRoutes({ settings: saved }),
      'POST /api/admin/settings/logo': () => {
        saved = { ...saved, identity: { ...saved.identity, logo }, versions: { ...saved.versions, identity: saved.versions.identity + 1 } };
        return { status: 201, body: saved };
      },
      'PUT /api/admin/settings/identity': (init) => {
        saved = { ...saved, identity: { ...saved.identity, logo: { ...logo, ...(jsonOf(init).logo as object) } } };
        return { body: saved };
      },
      'PUT /api/admin/settings/home': (init) => {
        const carousel = (jsonOf(init).carousel as Array<{ url: string; alt: string }>).map((item) => ({ ...item, srcSet: '' }));
        saved = { ...saved, home: { ...saved.home, carousel } };
        return { body: saved };
      },
    });
    const { user } = renderAdmin({ tab: 'site' });

    const logoGroup = await screen.findByRole('group', { name: 'Logo' });
    await user.upload(within(logoGroup).getByLabelText('Upload a logo'), imageFile('logo.png'));
    const sent = requestsTo(fetchMock, 'POST /api/admin/settings/logo')[0].body as FormData;
    expect(sent.get('picture')).toBeInstanceOf(File);
    expect(await within(logoGroup).findByRole('img', { name: 'Logo' })).toHaveAttribute('src', logo.url);

    const alt = within(logoGroup).getByLabelText('What it shows (alt text)');
    await user.clear(alt);
    await user.type(alt, 'Society Welfare Trust logo');
    await user.click(within(logoGroup).getByRole('button', { name: 'Save description' }));
    // Each save names the version of the section it was edited from (the logo's upload made it 4).
    expect(jsonOf(requestsTo(fetchMock, 'PUT /api/admin/settings/identity')[0])).toEqual({ logo: { url: logo.url, alt: 'Society Welfare Trust logo' }, version: 4 });

    const carousel = screen.getByRole('group', { name: /Carousel pictures/ });
    await user.click(within(carousel).getByRole('button', { name: 'Move picture 2 up' }));
    await user.click(within(carousel).getByRole('button', { name: 'Save carousel' }));
    expect(jsonOf(requestsTo(fetchMock, 'PUT /api/admin/settings/home')[0])).toEqual({
      carousel: [
        { url: slides[1].url, alt: 'Tree planting' },
        { url: slides[0].url, alt: 'Class in Topkhana Basti' },
      ],
      version: 5,
    });
  });

  it('says to reload when another admin saved the section after the form was opened, and keeps what was typed', async () => {
    const settings = filledSiteSettings();
    const fetchMock = mockApi({
      ...dashboardRoutes({ settings }),
      'PUT /api/admin/settings/payments': { status: 409, body: { statusCode: 409, message: SETTINGS_MESSAGES.sectionChanged } },
    });
    const { user } = renderAdmin({ tab: 'site' });

    const payments = await screen.findByRole('form', { name: 'Payments' });
    const branch = within(payments).getByLabelText('Branch');
    await user.clear(branch);
    await user.type(branch, 'Ambala City');
    await user.click(within(payments).getByRole('button', { name: 'Save payments' }));
    expect(jsonOf(requestsTo(fetchMock, 'PUT /api/admin/settings/payments')[0])).toMatchObject({ branch: 'Ambala City', version: settings.versions.payments });
    expect(await within(payments).findByText(SETTINGS_MESSAGES.sectionChanged)).toBeInTheDocument();
    expect(branch).toHaveValue('Ambala City');
  });
});

describe('Site tab: the Hindi beside the English (issue 32)', () => {
  it('shows the saved Hindi in its optional fields and sends what is typed there with the section, blank allowed', async () => {
    let saved = filledSiteSettings();
    saved = { ...saved, identity: { ...saved.identity, nameHi: 'सोसाइटी वेलफेयर ट्रस्ट' }, contacts: { ...saved.contacts, addressLinesHi: ['7 तोपखाना बाज़ार'] } };
    const fetchMock = mockApi({
      ...dashboardRoutes({ settings: saved }),
      'PUT /api/admin/settings/identity': (init) => {
        saved = { ...saved, identity: { ...saved.identity, ...jsonOf(init) } };
        return { body: saved };
      },
      'PUT /api/admin/settings/contacts': (init) => {
        saved = { ...saved, contacts: { ...saved.contacts, ...jsonOf(init) } };
        return { body: saved };
      },
      'PUT /api/admin/settings/home': (init) => {
        saved = { ...saved, home: { ...saved.home, ...jsonOf(init) } };
        return { body: saved };
      },
    });
    const { user } = renderAdmin({ tab: 'site' });

    const identity = await screen.findByRole('form', { name: 'Identity' });
    const nameHi = within(identity).getByLabelText('Name in Hindi (optional)');
    expect(nameHi).toHaveValue('सोसाइटी वेलफेयर ट्रस्ट');
    expect(nameHi).toHaveAttribute('lang', 'hi');
    expect(within(identity).getByLabelText('Short name in Hindi (optional)')).toHaveValue('');
    await user.type(within(identity).getByLabelText('Tagline in Hindi (optional)'), ' शिक्षा · आजीविका · सम्मान ');
    await user.click(within(identity).getByRole('button', { name: 'Save identity' }));
    expect(jsonOf(requestsTo(fetchMock, 'PUT /api/admin/settings/identity')[0])).toMatchObject({
      name: 'Society Welfare Trust',
      nameHi: 'सोसाइटी वेलफेयर ट्रस्ट',
      shortNameHi: '',
      taglineHi: 'शिक्षा · आजीविका · सम्मान',
    });

    const contacts = screen.getByRole('form', { name: 'Contacts' });
    const addressHi = within(contacts).getByLabelText('Postal address in Hindi (optional)');
    expect(addressHi).toHaveValue('7 तोपखाना बाज़ार');
    await user.type(addressHi, '\nअंबाला छावनी');
    await user.click(within(contacts).getByRole('button', { name: 'Save contacts' }));
    expect(jsonOf(requestsTo(fetchMock, 'PUT /api/admin/settings/contacts')[0])).toMatchObject({
      addressLines: ['7 Topkhana Bazaar', 'Ambala Cantt, Haryana 133001'],
      addressLinesHi: ['7 तोपखाना बाज़ार', 'अंबाला छावनी'],
    });

    const home = screen.getByRole('form', { name: 'Home and campaigns' });
    await user.type(within(home).getByLabelText('Figure 1 says, in Hindi (optional)'), 'प्रायोजित बच्चे');
    // The second figure comes live from the class register; its typed value stays as the fallback.
    expect(within(home).getByLabelText('Figure 2 shows')).toHaveValue('');
    await user.selectOptions(within(home).getByLabelText('Figure 2 shows'), 'Live: children taught this year');
    await user.click(within(home).getByRole('button', { name: 'Save home and campaigns' }));
    expect(jsonOf(requestsTo(fetchMock, 'PUT /api/admin/settings/home')[0]).statistics).toEqual([
      { value: '34+', label: 'Children Sponsored', labelHi: 'प्रायोजित बच्चे', live: '' },
      { value: '900+', label: 'Children Associated', labelHi: '', live: 'childrenTaught' },
      { value: '20+', label: 'Active Sponsors', labelHi: '', live: '' },
    ]);
  });
});
