/** The secret of a token just created: shown this once (the server keeps only its hash). */
import { ShownOnceSecret } from '../../../components/ShownOnceSecret';

export interface NewTokenSecretProps {
  name: string;
  token: string;
  onDone: () => void;
}

export function NewTokenSecret({ name, token, onDone }: NewTokenSecretProps) {
  return (
    <ShownOnceSecret
      title={`Your new token "${name}"`}
      testId="new-token"
      label="Token"
      value={token}
      warning="We keep only a fingerprint of it, so nobody (not even support) can show it to you later."
      hint={
        <>
          Send it as <code>Authorization: Bearer {token.slice(0, 12)}…</code>. Keep it out of source code and chat; revoke it below if it leaks.
        </>
      }
      onDone={onDone}
    />
  );
}
