import type { PublicPsychologist } from '../../../shared/contracts/psychologists';
import { Avatar } from '../../components/ui/avatar';

const TITLES = new Set(['dr', 'dra', 'prof', 'profa', 'psic']);

/** 'Dra. Ana Beatriz Souza' → 'AS': first and last name, without a title. */
function initials(name: string): string {
  const words = name
    .split(/\s+/)
    .filter((word) => word !== '' && !TITLES.has(word.replace(/\.$/, '').toLowerCase()));
  const first = words[0]?.[0] ?? '';
  const last = words.length > 1 ? (words[words.length - 1]?.[0] ?? '') : '';
  return `${first}${last}`.toUpperCase();
}

export function PsychologistAvatar({
  psychologist,
  size = 'md',
}: {
  psychologist: Pick<PublicPsychologist, 'name' | 'profilePictureUrl'>;
  size?: 'md' | 'lg';
}) {
  return (
    <Avatar src={psychologist.profilePictureUrl} fallback={initials(psychologist.name)} size={size} lazy />
  );
}
