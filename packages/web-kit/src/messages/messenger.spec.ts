import { describe, expect, it } from '@jest/globals';
import { useSession } from '../session';
import { useMessenger } from './messenger';

describe('useMessenger', () => {
  it('opens about a subject, keeps it when opened again, and closes', () => {
    const messenger = useMessenger.getState();
    messenger.openPanel({ orderId: 12, label: 'order QMJ-0012' });
    expect(useMessenger.getState()).toMatchObject({ open: true, subject: { orderId: 12 } });
    messenger.closePanel();
    messenger.openPanel();
    expect(useMessenger.getState()).toMatchObject({ open: true, subject: { orderId: 12 } });
    messenger.clearSubject();
    expect(useMessenger.getState().subject).toBeNull();
  });

  it('starts closed and unread-free when the session ends', () => {
    useMessenger.getState().openPanel({ bookingId: 4, label: 'booking Debut' });
    useMessenger.getState().setUnread(3);
    useSession.setState({ token: 'someone' });
    expect(useMessenger.getState()).toMatchObject({ open: false, subject: null, unread: 0 });
  });
});
