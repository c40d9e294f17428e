// Package model is the planner's model engine: a reason.Reasoner that asks an
// OpenAI-compatible chat-completions server (OpenAI, vLLM, Ollama, llama.cpp
// server, …) through github.com/openai/openai-go/v3, with prompts that
// return strict JSON.
//
// What it guarantees, whatever the model replies:
//
//   - Every prompt starts with the fixed re-injection block (R14): the
//     original goal, the structured task as JSON and the completed steps'
//     summaries; see ReinjectionBlock. It opens the user message; the
//     system message holds only the fixed instructions, so goal text never
//     reaches the system role.
//   - Replies are JSON checked against a JSON Schema. The schema is sent as
//     response_format json_schema while the server accepts it; a server
//     that rejects response_format (a 4xx naming it) is asked again with
//     the schema in the instructions, and the engine stays in that plain
//     mode. An invalid reply gets ONE retry that tells the model what was
//     wrong; a second invalid reply is an *OutputError, never a guess.
//   - Tool selection sees the one-line index only (name and Summary, R5);
//     catalogs of more than 10 tools are pre-selected first to a fifth of
//     their size, 10 to TopK candidates (by default with the fallback
//     engine's lexical scorer). The model scores the names it was
//     given; any other name is discarded and never chosen or called (R8).
//     Scores are clamped to 0..1 and sorted best first.
//   - A tool's full schema is sent only when filling that tool's arguments.
//     Filled arguments are validated against the schema; required ones the
//     model cannot fill are reported missing, and an argument the model
//     itself lists as missing is dropped rather than trusted.
//   - Token usage is read from every response and added to the task's
//     meter (estimated from the text when a server reports none). No
//     request is sent once the meter is exhausted: the method returns
//     reason.ErrBudgetExhausted and the step loop stops the task (R11).
//
// What it leaves to the deterministic fallback engine (package embedded),
// and why:
//
//   - Dates. Parse lets the fallback resolve relative times ("上周",
//     "last month", 环比) against the injected clock, and the model never
//     overrides a time range: date arithmetic is not something a model is
//     trusted with. Structured (JSON) goals are parsed by the fallback alone.
//   - Shape checks. Judge runs the fallback first (invalid JSON, returns
//     schema, empty results) and asks the model only about a result that
//     passes them; Summarize keeps the fallback's bounded data excerpt and
//     asks the model for the summary sentence only.
//
// Plan asks the model for the decomposition (subtasks with depends_on,
// validated: unique ids, known dependencies, no cycles), then scores and
// fills each subtask with the calls above. The model reads free-form goals
// better than the fallback's separator rules; the fallback stays the
// default engine for runs without a model.
package model
