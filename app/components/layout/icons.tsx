/**
 * The shop's line icons: one stroke style (currentColor, 2 px, on a 24-unit
 * grid) so they follow the text colour of the control they sit in. Always
 * decorative: the control around an icon carries its name.
 */
function Icon({size = 22, children, ...svg}: React.SVGProps<SVGSVGElement> & {size?: number}) {
  return (
    <svg aria-hidden="true" width={size} height={size} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" {...svg}>
      {children}
    </svg>
  );
}

/** The shop's tooth mark beside its name. */
export function LogoIcon() {
  return (
    <Icon strokeLinejoin="round">
      <path d="M12 5.5C10 3.5 4 3 4 9c0 3 1.5 4.5 2 7.5.4 2.6 1 4.5 2.3 4.5 1.6 0 1.5-5 3.7-5s2.1 5 3.7 5c1.3 0 1.9-1.9 2.3-4.5.5-3 2-4.5 2-7.5 0-6-6-5.5-8-3.5Z" />
    </Icon>
  );
}

export function MenuIcon() {
  return (
    <Icon strokeLinecap="round">
      <path d="M4 6h16M4 12h16M4 18h16" />
    </Icon>
  );
}

/** The cross that closes a drawer; drawn on a 20-unit grid, as its buttons are sized for it. */
export function CloseIcon() {
  return (
    <Icon size={20} viewBox="0 0 20 20" fill={undefined}>
      <path d="M4 4l12 12M16 4 4 16" />
    </Icon>
  );
}

export function AccountIcon() {
  return (
    <Icon size={20}>
      <circle cx="12" cy="8" r="4" />
      <path d="M4 21c0-4.4 3.6-7 8-7s8 2.6 8 7" />
    </Icon>
  );
}

export function CartGlyph() {
  return (
    <Icon size={24}>
      <path d="M6 6h15l-1.5 9h-12z" />
      <path d="M6 6 5 3H2" />
      <circle cx="9" cy="20" r="1.5" />
      <circle cx="18" cy="20" r="1.5" />
    </Icon>
  );
}
