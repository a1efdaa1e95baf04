import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { answer, api } from '../../app/api/client';
import type { components } from '../../app/api/dashboard-api.generated';
import { hierarchyQuery, type TemplateFilters } from './template-filters';

/** Templates per page of the list. */
export const TEMPLATES_PAGE_SIZE = 50;

/** The query keys of every template answer start with this; a change invalidates them all (list and hierarchy counts). */
const TEMPLATES_KEY = ['risk-templates'] as const;

export type CreateTemplateBody = components['schemas']['CreateRiskTemplateRequest'];
export type UpdateTemplateBody = components['schemas']['UpdateRiskTemplateRequest'];

/** One level of GET /api/risk-templates/hierarchy: vendors, a vendor's platforms or a platform's models, with counts. */
export function useTemplateHierarchy(filters: TemplateFilters) {
  const query = hierarchyQuery(filters);
  return useQuery({ queryKey: [...TEMPLATES_KEY, 'hierarchy', query], queryFn: () => answer(api.GET('/api/risk-templates/hierarchy', { params: { query } })) });
}

/** One page of GET /api/risk-templates with the view's search and hierarchy filters. */
export function useTemplates({ vendor, platform, model, q, page }: TemplateFilters) {
  const query = { vendor, platform, model, q, page: page ?? 1, page_size: TEMPLATES_PAGE_SIZE };
  return useQuery({ queryKey: [...TEMPLATES_KEY, 'list', query], queryFn: () => answer(api.GET('/api/risk-templates', { params: { query } })), placeholderData: keepPreviousData });
}

/** Reloads the list and the hierarchy's counts after a template changed. */
function useInvalidateTemplates() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: TEMPLATES_KEY });
}

/** POST /api/risk-templates (201; 409 for a name already taken, compared case-insensitively). */
export function useCreateTemplate() {
  const onSuccess = useInvalidateTemplates();
  return useMutation({ mutationFn: (body: CreateTemplateBody) => answer(api.POST('/api/risk-templates', { body })), onSuccess });
}

/** PATCH /api/risk-templates/{id} with the changed fields only. */
export function useUpdateTemplate() {
  const onSuccess = useInvalidateTemplates();
  return useMutation({ mutationFn: ({ id, body }: { id: string; body: UpdateTemplateBody }) => answer(api.PATCH('/api/risk-templates/{id}', { params: { path: { id } }, body })), onSuccess });
}

/** POST /api/risk-templates/{id}/clone: a copy under a new name (201). */
export function useCloneTemplate() {
  const onSuccess = useInvalidateTemplates();
  return useMutation({ mutationFn: ({ id, name }: { id: string; name: string }) => answer(api.POST('/api/risk-templates/{id}/clone', { params: { path: { id } }, body: { name } })), onSuccess });
}

/** DELETE /api/risk-templates/{id} (a Standard_User only its own: 403 otherwise). */
export function useDeleteTemplate() {
  const onSuccess = useInvalidateTemplates();
  return useMutation({ mutationFn: (id: string) => answer(api.DELETE('/api/risk-templates/{id}', { params: { path: { id } } })), onSuccess });
}
