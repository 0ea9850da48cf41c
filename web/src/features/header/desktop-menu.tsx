import { chunk, type MenuItem } from '@domain/content/domain/menu';
import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { POPOVER_CLOSE_DELAY_MS, POPOVER_OPEN_DELAY_MS } from '../../components/popover';

/** Desktop menu: each item opens a popover with its category sub-menus, by hover or keyboard (spec 02 §2.6). */
export function DesktopMenu({ items }: { items: readonly MenuItem[] }) {
  return (
    <ul className="menu-desktop">
      {items.map((item) => (
        <MenuEntry key={item.label} item={item} />
      ))}
    </ul>
  );
}

function MenuEntry({ item }: { item: MenuItem }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const schedule = (next: boolean, delay: number) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setOpen(next), delay);
  };
  useEffect(() => () => clearTimeout(timer.current), []);

  return (
    <li
      className="menu-entry"
      onMouseEnter={() => schedule(true, POPOVER_OPEN_DELAY_MS)}
      onMouseLeave={() => schedule(false, POPOVER_CLOSE_DELAY_MS)}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          setOpen(false);
          buttonRef.current?.focus();
        }
      }}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        className="menu-trigger"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((value) => !value)}
      >
        {item.label} <span aria-hidden="true">▾</span>
      </button>
      <div id={id} className="menu-popover" hidden={!open}>
        {item.groups.map((group) => (
          <div key={group.title} className="menu-group">
            <p className="menu-group-title">{group.title}</p>
            <div className="menu-columns">
              {chunk(group.links, 6).map((links, index) => (
                <ul key={index}>
                  {links.map((link) => (
                    <li key={link.path}>
                      <Link to={link.path} onClick={() => setOpen(false)}>
                        {link.label}
                      </Link>
                    </li>
                  ))}
                </ul>
              ))}
            </div>
          </div>
        ))}
      </div>
    </li>
  );
}
