import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, ValidationError } from '@vmdash/domain';

/**
 * Checks a 1-based page request; page_size 0 (unset) means DEFAULT_PAGE_SIZE.
 * @throws ValidationError with FastAPI-style violations when page < 1 or page_size outside 1..MAX_PAGE_SIZE.
 */
export function checkedPage(request: { page: number; page_size: number }): { page: number; pageSize: number } {
  const pageSize = request.page_size === 0 ? DEFAULT_PAGE_SIZE : request.page_size;
  const violations = [];
  if (!Number.isInteger(request.page) || request.page < 1) {
    violations.push({ loc: ['path', 'page'], msg: 'Input should be greater than or equal to 1', type: 'greater_than_equal' });
  }
  if (!Number.isInteger(pageSize) || pageSize < 1 || pageSize > MAX_PAGE_SIZE) {
    violations.push({ loc: ['query', 'page_size'], msg: `Input should be between 1 and ${MAX_PAGE_SIZE}`, type: 'less_than_equal' });
  }
  if (violations.length > 0) throw new ValidationError('invalid page', violations);
  return { page: request.page, pageSize };
}
