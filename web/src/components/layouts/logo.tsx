import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';

export function Logo() {
  return (
    <Link to={paths.home.getHref()} className="logo" aria-label="Glowdex home">
      <span className="logo__mark" aria-hidden="true" />
      <span className="logo__text">Glowdex</span>
    </Link>
  );
}
