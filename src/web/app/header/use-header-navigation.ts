import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { buildPath } from '../../../shared/routes';
import type { CityChoice } from '../../components/city-autocomplete';

/** Where the header's boxes lead: /jobs/{city-slug} and /jobs/all?search={text}. */
export function searchPath(text: string): string {
  const all = buildPath('jobsByCity', { city: 'all' });
  const trimmed = text.trim();
  return trimmed ? `${all}?search=${encodeURIComponent(trimmed)}` : all;
}

export function useHeaderNavigation() {
  const navigate = useNavigate();
  const goToCity = useCallback(
    (choice: CityChoice) => {
      void navigate(buildPath('jobsByCity', { city: choice.slug }));
    },
    [navigate],
  );
  const goToSearch = useCallback(
    (text: string) => {
      void navigate(searchPath(text));
    },
    [navigate],
  );
  return { goToCity, goToSearch };
}
