// A few line icons (24×24, currentColor), so navigation needs no icon font or library.
const paths: Record<string, string> = {
  Reservations: 'M4 5h16v15H4zM4 9h16M9 3v4M15 3v4',
  Search: 'M10.5 4a6.5 6.5 0 1 1 0 13 6.5 6.5 0 0 1 0-13zM15.5 15.5 20 20',
  Checkin: 'M5 12.5 10 17 19 7',
  TableState: 'M4 9h16M6 9v9M18 9v9M9 13h6',
  Overview: 'M4 4h7v7H4zM13 4h7v7h-7zM4 13h7v7H4zM13 13h7v7h-7z',
  Settings: 'M12 8.5a3.5 3.5 0 1 1 0 7 3.5 3.5 0 0 1 0-7zM12 2v3M12 19v3M2 12h3M19 12h3M4.9 4.9 7 7M17 17l2.1 2.1M4.9 19.1 7 17M17 7l2.1-2.1',
  New: 'M12 5v14M5 12h14',
  Dark: 'M20 14.5A8 8 0 0 1 9.5 4a8 8 0 1 0 10.5 10.5z',
  Collapse: 'M15 6l-6 6 6 6',
  Expand: 'M9 6l6 6-6 6',
  Profile: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM4 21a8 8 0 0 1 16 0',
  Refresh: 'M20 11a8 8 0 1 0-2.3 5.7M20 4v7h-7',
  List: 'M4 6h16M4 12h16M4 18h16',
  Close: 'M6 6l12 12M18 6 6 18',
};

export function Icon({ name }: { name: string }) {
  return (
    <svg className="icon" viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
      <path d={paths[name] ?? paths.Overview} fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
