/**
 * Tells listeners that every session of an account ended (token version bumped: sign-out, password
 * change or reset, email change, block, delete), after the change committed. The app fans it out
 * through the pub/sub (Redis across replicas) and closes that account's open WebSockets.
 */
export class SessionEvents {
  private readonly listeners: Array<(userId: number, tokenId?: number) => void> = [];

  onRevoked(listener: (userId: number, tokenId?: number) => void) {
    this.listeners.push(listener);
  }

  revoked(userId: number) {
    for (const l of this.listeners) l(userId);
  }

  /** One API token was revoked: only the sockets opened with it close. */
  tokenRevoked(userId: number, tokenId: number) {
    for (const l of this.listeners) l(userId, tokenId);
  }
}
