import { Link } from 'react-router';
import { EmptyState } from '../../components/states/States';
import { QueryStates } from '../../components/states/QueryStates';
import { breadcrumbs, templatesLink, type TemplateFilters } from './template-filters';
import { useTemplateHierarchy } from './template-queries';

/** The level shown below a view: vendors, the vendor's platforms, or the platform's models. */
function levelOf(filters: TemplateFilters): { title: string; child: (name: string) => TemplateFilters } {
  const { vendor, platform, q } = filters;
  if (!vendor) return { title: 'Vendors', child: (name) => ({ vendor: name, q }) };
  if (!platform) return { title: `Platforms of ${vendor}`, child: (name) => ({ vendor, platform: name, q }) };
  return { title: `Models of ${platform}`, child: (name) => ({ vendor, platform, model: name, q }) };
}

/**
 * The walk down the templates' hierarchy, Vendor, then Platform, then Model (GET /api/risk-templates/hierarchy with
 * `?vendor=` and `?vendor=&platform=`): breadcrumbs back up and the next level's names with their template counts, each
 * a link (the level is in the URL, so every step is a deep link and the back button walks up).
 */
export function HierarchyBrowser({ filters }: { filters: TemplateFilters }) {
  const hierarchy = useTemplateHierarchy(filters);
  const level = levelOf(filters);
  const steps = breadcrumbs(filters);
  const nodes = hierarchy.data ? ((filters.platform ? hierarchy.data.models : filters.vendor ? hierarchy.data.platforms : hierarchy.data.vendors) ?? []) : [];
  return (
    <nav className="card" aria-labelledby="hierarchy-heading">
      <h2 id="hierarchy-heading">Browse</h2>
      <ol className="breadcrumbs" aria-label="Hierarchy">
        {steps.map((step, index) => (
          <li key={step.label + index}>{index === steps.length - 1 ? <span aria-current="location">{step.label}</span> : <Link to={templatesLink(step.filters)}>{step.label}</Link>}</li>
        ))}
      </ol>
      <h3>{level.title}</h3>
      <QueryStates query={hierarchy} loading="Loading the hierarchy" isEmpty={() => nodes.length === 0} empty={<EmptyState>Nothing here yet.</EmptyState>} />
      {nodes.length > 0 ? (
        <ul className="notification-list">
          {nodes.map((node) => (
            <li key={node.name}>
              {filters.model === node.name ? (
                <strong aria-current="true">
                  {node.name} ({node.count})
                </strong>
              ) : (
                <Link to={templatesLink(level.child(node.name))}>
                  {node.name} ({node.count})
                </Link>
              )}
            </li>
          ))}
        </ul>
      ) : null}
    </nav>
  );
}
