import { screen, within } from '@testing-library/react';
import type { Student } from '../api/get-students';
import { bodiesSentTo, fakeApi } from '../../../testing/fake-api';
import { fixNow, renderTeam } from '../../../testing/render-team';
import { aStudent, studentPages } from '../../../testing/students';

afterEach(() => jest.useRealTimers());

describe("the guardian's consent in Hindi (/hi/member-dashboard/students)", () => {
  it('asks for the consent in Hindi, its choices and checks too, with the language for letters (Hindi unless changed)', async () => {
    fixNow('2026-12-02T05:00:00.000Z');
    const ravi = aStudent({ _id: 'ravi', name: 'रवि', guardianConsent: null });
    const fetchMock = fakeApi({
      'GET /api/team/students': studentPages([ravi]),
      'PUT /api/team/students/ravi/guardian-consent': (init) => {
        const sent = JSON.parse(String(init.body)) as Record<string, string>;
        const consent = { ...aStudent().guardianConsent!, guardianName: sent.guardianName, language: sent.language as 'en' };
        return { body: { ...ravi, guardianConsent: consent } satisfies Student };
      },
    });
    const { user } = renderTeam('/hi/member-dashboard/students');
    await user.click(await screen.findByRole('button', { name: 'रवि को देखें' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'सहमति दर्ज करें' }));
    const dialog = screen.getByRole('dialog', { name: 'रवि के अभिभावक की सहमति' });
    expect(within(dialog).getByRole('group', { name: 'माता-पिता या अभिभावक की सहमति' })).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/^सहमति की तारीख़/)).toHaveValue('2026-12-02');
    const relation = within(dialog).getByLabelText(/^बच्चे से रिश्ता/);
    expect(within(relation).getAllByRole('option').map((option) => option.textContent)).toEqual(['चुनें…', 'माँ', 'पिता', 'दादा-दादी या नाना-नानी', 'बड़े भाई या बहन', 'कोई और रिश्तेदार', 'क़ानूनी अभिभावक']);
    const language = within(dialog).getByLabelText(/^पत्र और प्रगति पत्र किस भाषा में हों/);
    expect(language).toHaveDisplayValue('हिंदी');

    await user.click(within(dialog).getByRole('button', { name: 'सहमति दर्ज करें' }));
    expect(within(dialog).getByText('माता-पिता या अभिभावक का नाम लिखें।')).toBeInTheDocument();
    expect(within(dialog).getByText('चुनें कि अभिभावक की पहचान कैसे की गई।')).toBeInTheDocument();

    await user.type(within(dialog).getByLabelText(/^अभिभावक का नाम/), 'सुनीता देवी');
    await user.selectOptions(relation, 'माँ');
    await user.type(within(dialog).getByLabelText(/^अभिभावक का फ़ोन/), '98765 43210');
    await user.selectOptions(within(dialog).getByLabelText(/^अभिभावक की पहचान कैसे की गई/), 'ख़ुद मिलकर, पहचान पत्र देखा गया');
    await user.click(within(dialog).getByRole('button', { name: 'सहमति दर्ज करें' }));
    expect(within(dialog).getByText('बताएँ कि अभिभावक का कौन-सा पहचान पत्र देखा गया')).toBeInTheDocument();
    await user.selectOptions(within(dialog).getByLabelText(/^देखा गया पहचान पत्र/), 'राशन कार्ड');
    await user.selectOptions(language, 'अंग्रेज़ी');
    // Photos: its own line, not ticked unless the guardian said yes.
    const photos = within(dialog).getByLabelText('अभिभावक सहमत हैं कि बच्चे की तस्वीरें संस्था की वेबसाइट पर लगाई जा सकती हैं');
    expect(photos).not.toBeChecked();
    await user.click(photos);
    await user.click(within(dialog).getByRole('button', { name: 'सहमति दर्ज करें' }));

    expect(await screen.findByText('अभिभावक की सहमति दर्ज हो गई')).toBeInTheDocument();
    expect(bodiesSentTo(fetchMock, 'PUT /api/team/students/ravi/guardian-consent')).toEqual([
      { guardianName: 'सुनीता देवी', guardianRelation: 'mother', guardianPhone: '98765 43210', consentMethod: 'in-person', idDocumentSeen: 'ration-card', consentDate: '2026-12-02', language: 'en', photoConsent: true },
    ]);
  });

  it("shows a child's record and consent with Hindi dates and words", async () => {
    const asha = aStudent({ _id: 'asha', name: 'आशा', dob: '2015-08-09', admissionDate: '2023-04-03T00:00:00.000Z' });
    fakeApi({ 'GET /api/team/students': studentPages([asha]) });
    const { user } = renderTeam('/hi/member-dashboard/students');
    await user.click(await screen.findByRole('button', { name: 'आशा को देखें' }));
    const details = screen.getByRole('dialog');
    for (const text of ['9 अगस्त 2015', '3 अप्रैल 2023', '28 मार्च 2024', 'Sunita Devi (माँ)', 'ख़ुद मिलकर, पहचान पत्र देखा गया: वोटर आईडी', 'हिंदी']) {
      expect(within(details).getByText(text, { exact: false })).toBeInTheDocument();
    }
    expect(within(details).queryByText(/Mar|Apr|Aug|Mother|Voter ID/)).not.toBeInTheDocument();
  });
});
