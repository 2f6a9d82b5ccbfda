/** The Journey submenu's entries as list items, shared by the header's dropdown and the phone drawer; external ones open a new tab. */
import { Link } from 'react-router-dom';
import { Icon } from '../../ui/icons';
import { JOURNEY_LINKS } from './nav-items';

/** One `<li>` per Journey link, for the caller's `<ul>`. */
export function JourneyLinkItems() {
  return (
    <>
      {JOURNEY_LINKS.map((item) => (
        <li key={item.href}>
          {item.external ? (
            <a href={item.href} target="_blank" rel="noopener noreferrer">
              {item.label} <Icon name="external" size={16} />
            </a>
          ) : (
            <Link to={item.href}>{item.label}</Link>
          )}
        </li>
      ))}
    </>
  );
}
