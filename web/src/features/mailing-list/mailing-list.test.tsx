import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ok, stubApi } from '@/testing/fake-api';
import { jsonResponse, renderApp } from '@/testing/render';

const JOINED = 'Thanks! Check your inbox: the e-mail we sent says how to leave the list at any time.';
const TOKEN = 'bmV3c0BleGFtcGxlLmNvbQ.0123456789abcdef0123456789abcdef';

afterEach(() => vi.unstubAllGlobals());

describe('mailing list sign-up in the footer', () => {
  it('sends the address and shows the server\'s answer; a bad address is refused with its message', async () => {
    const { calls } = stubApi({
      'POST /api/subscribe/add': ({ body }) =>
        (body as { email: string }).email.includes('@')
          ? ok(undefined, { msg: JOINED })
          : jsonResponse(422, { status: false, msg: 'Please check the highlighted fields.', errors: [{ field: 'email', msg: 'value is not a valid email address' }] }),
    });
    renderApp('/privacy_policy');
    const ui = userEvent.setup();
    const footer = within(await screen.findByRole('contentinfo'));
    const input = footer.getByLabelText(/News about ingredients/);
    await ui.type(input, 'not-an-address');
    await ui.click(footer.getByRole('button', { name: 'Subscribe' }));
    expect(await footer.findByTestId('subscribe-result')).toHaveTextContent('value is not a valid email address');

    await ui.clear(input);
    await ui.type(input, 'ana@example.com');
    await ui.click(footer.getByRole('button', { name: 'Subscribe' }));
    expect(await footer.findByTestId('subscribe-result')).toHaveTextContent(JOINED);
    expect(calls.filter((c) => c.url.pathname === '/api/subscribe/add').at(-1)?.body).toEqual({ email: 'ana@example.com' });
    expect(input).toHaveValue('');
  });
});

describe('/unsubscribe', () => {
  it('does nothing on load (mail scanners open links); the button leaves the list', async () => {
    const { calls } = stubApi({ 'POST /api/subscribe/remove': () => ok(undefined, { msg: 'You are off the mailing list.' }) });
    renderApp(`/unsubscribe?token=${TOKEN}`);
    const button = await screen.findByRole('button', { name: 'Unsubscribe' });
    expect(screen.queryByRole('banner')).toBeNull(); // outside the global layout
    expect(calls.filter((c) => c.url.pathname === '/api/subscribe/remove')).toHaveLength(0);
    await userEvent.setup().click(button);
    expect(await screen.findByTestId('unsubscribe-result')).toHaveTextContent('You are off the mailing list.');
    expect(calls.filter((c) => c.url.pathname === '/api/subscribe/remove').map((c) => c.body)).toEqual([{ token: TOKEN }]);
    expect(screen.queryByRole('button', { name: 'Unsubscribe' })).toBeNull();
  });

  it('an unknown link shows the server\'s message', async () => {
    const msg = 'This unsubscribe link is not valid. If you still get our e-mails, use the link in the newest one.';
    stubApi({ 'POST /api/subscribe/remove': () => jsonResponse(200, { status: false, msg, code: 'unsubscribe_invalid' }) });
    renderApp(`/unsubscribe?token=${TOKEN}`);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Unsubscribe' }));
    expect(await screen.findByTestId('unsubscribe-result')).toHaveTextContent(msg);
  });

  it('without a token there is nothing to press', async () => {
    const { calls } = stubApi({});
    renderApp('/unsubscribe');
    expect(await screen.findByTestId('unsubscribe-result')).toHaveTextContent('needs the link from one of our e-mails');
    expect(screen.queryByRole('button', { name: 'Unsubscribe' })).toBeNull();
    await waitFor(() => expect(calls.filter((c) => c.url.pathname === '/api/subscribe/remove')).toHaveLength(0));
  });
});
