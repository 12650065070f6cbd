import type { ReactElement } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { mockFetch, mockNetworkFailure, type FakeReply } from '@society/web-kit/src/testing/mock-fetch';

/** What the API does with the next submit: a reply, or no response at all. */
export type SubmitReply = FakeReply | 'no response';

/** Renders an application page as the router would. */
export function renderInRouter(page: ReactElement) {
  render(<MemoryRouter>{page}</MemoryRouter>);
}

export const field = (label: RegExp) => screen.getByLabelText(label);

/** Fills fields by label; typing is replaced by change events to keep the specs quick. */
export function fillFields(values: ReadonlyArray<[label: RegExp, value: string]>) {
  for (const [label, value] of values) fireEvent.change(field(label), { target: { value } });
}

export const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Submit Application' }));

/** Makes the API answer every request with `reply` (a failed network logs, so that is silenced). */
export function answerWith(reply: SubmitReply) {
  if (reply === 'no response') {
    mockNetworkFailure();
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  } else {
    mockFetch(() => reply);
  }
}
