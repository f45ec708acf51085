import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';

/** A plain search box (the header's, and the not-found page's with the words of the typed URL). */
export function SearchBox({ id = 'header-search', initialKeyword = '', className = '' }: { id?: string; initialKeyword?: string; className?: string } = {}) {
  const navigate = useNavigate();
  const [keyword, setKeyword] = useState(initialKeyword);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    navigate(paths.search.getHref(keyword.trim()));
  };
  return (
    <form className={`search-box ${className}`.trim()} role="search" onSubmit={submit}>
      <label htmlFor={id} className="visually-hidden">
        Search Glowdex
      </label>
      <svg className="search-box__icon" viewBox="0 0 24 24" aria-hidden="true">
        <circle cx="11" cy="11" r="7" fill="none" stroke="currentColor" strokeWidth="2" />
        <path d="M20 20l-3.5-3.5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
      <input
        id={id}
        type="search"
        className="search-box__input"
        placeholder="Search products, ingredients, brands"
        value={keyword}
        onChange={(event) => setKeyword(event.target.value)}
        autoComplete="off"
      />
    </form>
  );
}
