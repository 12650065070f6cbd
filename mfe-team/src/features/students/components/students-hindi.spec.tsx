import { screen, within } from '@testing-library/react';
import { fakeApi } from '../../../testing/fake-api';
import { renderTeam } from '../../../testing/render-team';
import { aStudent, studentPages } from '../../../testing/students';

describe('the Students tab in Hindi (/hi/member-dashboard/students)', () => {
  it('lists the children and asks for a new one in Hindi, its checks in Hindi too', async () => {
    fakeApi({ 'GET /api/team/students': studentPages([aStudent({ name: 'आशा', age: 9, classStudying: 'कक्षा 3', schoolName: 'सरकारी स्कूल' }), aStudent({ name: 'रवि', guardianConsent: null })]) });
    const { user } = renderTeam('/hi/member-dashboard/students');
    expect(await screen.findByRole('heading', { level: 2, name: 'बच्चे' })).toBeInTheDocument();
    const asha = await screen.findByRole('row', { name: /आशा/ });
    expect(within(asha).getByRole('button', { name: 'आशा को देखें' })).toBeInTheDocument();
    expect(within(screen.getByRole('row', { name: /रवि/ })).getByText('अभिभावक की सहमति ज़रूरी है')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'उम्र' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'बच्चा जोड़ें' }));
    const dialog = screen.getByRole('dialog', { name: 'बच्चा जोड़ें' });
    expect(within(dialog).getByLabelText('पिता का नाम')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('संपर्क नंबर'), '12345');
    await user.click(within(dialog).getByRole('button', { name: 'बच्चा जोड़ें' }));
    expect(within(dialog).getByText('नाम भरना ज़रूरी है')).toBeInTheDocument();
    expect(within(dialog).getByText('6, 7, 8 या 9 से शुरू होने वाला 10 अंकों का मोबाइल नंबर भरें।')).toBeInTheDocument();
  });
});
