import { Input } from 'antd';
import { useEffect, useState } from 'react';

export interface SearchBoxProps {
  /** The accessible name of the field. */
  label: string;
  placeholder: string;
  /** The search in the address; the field follows it (Back, a link), and keeps what is typed. */
  value: string;
  onSearch: (value: string) => void;
}

/**
 * A page's search field with its Find button. It stays one element when the search changes: a
 * field remounted on each search (a `key`) left the old one on the page with antd 6.
 */
export function SearchBox({ label, placeholder, value, onSearch }: SearchBoxProps) {
  const [text, setText] = useState(value);
  useEffect(() => setText(value), [value]);
  return (
    <Input.Search
      aria-label={label}
      placeholder={placeholder}
      value={text}
      onChange={(e) => setText(e.target.value)}
      enterButton="Find"
      style={{ maxWidth: 420, marginBottom: 16 }}
      onSearch={(v) => onSearch(v.trim())}
    />
  );
}
