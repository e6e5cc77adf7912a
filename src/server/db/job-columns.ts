import { categoryLabel, isFeaturedUrgency, type CategorySlug, type Urgency } from '../../shared/categories';
import { currencyForCountry, locationLabel, type City } from '../../shared/geo';
import { jobSearchText } from '../../shared/jobs';

/**
 * The columns of a job row that follow from its city, its words and its urgency, the same for a posted
 * job, a demo job and a test job: the place ("City, State", the city, its slug, state, state group and
 * country), the country's currency, `featured` (any urgency but normal) and the precomputed search text.
 */
export function derivedJobColumns(
  city: City,
  job: { title: string; description: string; category: CategorySlug; urgency: Urgency },
) {
  const location = locationLabel(city);
  return {
    currency: currencyForCountry(city.country),
    location,
    city: city.name,
    citySlug: city.slug,
    state: city.state,
    stateGroup: city.stateGroup,
    country: city.country,
    featured: isFeaturedUrgency(job.urgency),
    searchText: jobSearchText({
      title: job.title,
      description: job.description,
      location,
      categoryLabel: categoryLabel(job.category),
    }),
  };
}
