import { screen } from '@testing-library/react';
import { safeguardingText } from '@society/contracts';
import { fakeApi } from '../../../testing/fake-api';
import { resetOffline } from '../../../testing/fake-offline';
import { renderTeam } from '../../../testing/render-team';

jest.mock('../../../offline', () => jest.requireActual('../../../testing/fake-offline'));

beforeAll(() => safeguardingText.load('hi'));
beforeEach(() => resetOffline());

describe('the Child safety tab', () => {
  it('shows the current policy in Hindi on /hi/member-dashboard/safety, with its acknowledgement, and the concern form', async () => {
    fakeApi({
      'GET /api/safeguarding/policy': {
        body: { policy: { version: 3, textEn: 'Never be alone with a child.', textHi: 'किसी बच्चे के साथ कभी अकेले न रहें।', publishedAt: '2026-11-02T06:00:00.000Z' }, acknowledgedAt: '2026-11-05T06:00:00.000Z' },
      },
    });
    renderTeam('/hi/member-dashboard/safety');
    expect(screen.getByRole('tab', { name: 'बाल सुरक्षा' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByText('किसी बच्चे के साथ कभी अकेले न रहें।')).toBeInTheDocument();
    expect(screen.getByText('आपने यह संस्करण 5 नवंबर 2026 को स्वीकार किया।')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'नीति स्वीकार करें' })).not.toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'किसी बच्चे को लेकर चिंता बताएँ' })).toBeInTheDocument();
  });
});
