import { describe, expect, it } from 'vitest';
import { renderEmail } from './templates';

const params = {
  siteName: 'DailyWork',
  name: 'Meena',
  senderName: 'Ravi',
  jobTitle: 'Cook <needed>',
  preview: 'Kal aa sakti ho?',
  conversationUrl: 'http://localhost:3000/messages?c=1',
  unsubscribeUrl: 'http://localhost:3000/unsubscribe?t=x',
};

describe('renderEmail', () => {
  it('writes in the recipient’s language: Hindi for a Hindi account, English otherwise', () => {
    const hindi = renderEmail('messages.emails.newMessage', { to: 'm@example.com', locale: 'hi', params });
    expect(hindi.subject).toBe('Cook <needed> के बारे में नया मैसेज');
    expect(hindi.text).toContain('Ravi ने DailyWork पर "Cook <needed>" के बारे में आपको मैसेज भेजा है');

    const english = renderEmail('messages.emails.newMessage', { to: 'm@example.com', locale: 'fr', params });
    expect(english.subject).not.toMatch(/[\u0900-\u097F]/);
    expect(english.text).toContain('Ravi');
  });

  it('escapes what users wrote in the HTML part', () => {
    const email = renderEmail('messages.emails.newMessage', { to: 'm@example.com', locale: 'hi', params });
    expect(email.html).toContain('Cook &lt;needed&gt;');
    expect(email.html).not.toContain('<needed>');
  });
});
