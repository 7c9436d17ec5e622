import {
  type ASTVisitor,
  type FieldNode,
  type FragmentDefinitionNode,
  GraphQLError,
  Kind,
  type SelectionSetNode,
  type ValidationContext,
  valueFromASTUntyped,
} from 'graphql'

import { translatorFor } from '@/lib/i18n/translate'
import { maxPageSize } from '@/lib/pagination'

/**
 * The most a GraphQL request may cost: each field 1, and what a list returns counted once per
 * document its `limit` lets through (at most a page). One page of 100 documents with a dozen
 * fields costs about 1,300; a query asking the same list under many aliases is refused.
 */
export const maxQueryCost = 10_000

type Fragments = Record<string, FragmentDefinitionNode>

/** The documents a list field may return: its `limit` (a literal or a variable), bounded as reads are. */
function listSize(field: FieldNode, variables: Record<string, unknown>): number {
  const limitArgument = field.arguments?.find((argument) => argument.name.value === 'limit')
  if (!limitArgument) return 1
  const asked = Number(valueFromASTUntyped(limitArgument.value, variables))
  return Number.isInteger(asked) && asked >= 1 ? Math.min(asked, maxPageSize) : 10
}

function selectionCost(
  selectionSet: SelectionSetNode | undefined,
  fragments: Fragments,
  variables: Record<string, unknown>,
  seen: Set<string>,
): number {
  let cost = 0
  for (const selection of selectionSet?.selections ?? []) {
    if (selection.kind === Kind.FIELD)
      cost +=
        1 +
        listSize(selection, variables) *
          selectionCost(selection.selectionSet, fragments, variables, seen)
    else if (selection.kind === Kind.INLINE_FRAGMENT)
      cost += selectionCost(selection.selectionSet, fragments, variables, seen)
    else {
      const name = selection.name.value
      // A fragment spread inside itself is refused by GraphQL's own rules; never loop on it here.
      if (seen.has(name)) continue
      cost += selectionCost(
        fragments[name]?.selectionSet,
        fragments,
        variables,
        new Set([...seen, name]),
      )
    }
  }
  return cost
}

/** A validation rule refusing an operation whose cost is over `maxQueryCost`, in the request's language. */
export const listCostRule =
  (variables: Record<string, unknown> = {}, locale?: unknown) =>
  (context: ValidationContext): ASTVisitor => {
    const document = context.getDocument()
    const fragments: Fragments = Object.fromEntries(
      document.definitions
        .filter((definition) => definition.kind === Kind.FRAGMENT_DEFINITION)
        .map((definition) => [definition.name.value, definition]),
    )
    return {
      OperationDefinition(operation) {
        const cost = selectionCost(operation.selectionSet, fragments, variables, new Set())
        if (cost > maxQueryCost)
          context.reportError(
            new GraphQLError(
              translatorFor(locale)('request.queryTooCostly', { cost, max: maxQueryCost }),
              { nodes: [operation] },
            ),
          )
      },
    }
  }
