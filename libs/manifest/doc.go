// Package manifest loads tool manifests: the YAML files that declare a
// toolrunner's HTTP, CLI and SQL tools (descriptor plus backend binding), and
// OpenAI-style function lists imported as catalog-only tools.
//
// Loading is strict. Unknown fields, an invalid JSON Schema, a duplicate tool
// name, a missing or doubled binding, a relative program path, a URL whose
// host would depend on arguments, or a placeholder naming no parameter stop
// the load with an error naming FILE:LINE and the field. Function lists are
// the one leniency: a function name that is not a valid tool name loads
// under a sanitized, unique name (its own kept as the spec's OriginalName)
// with a warning in Catalog.Warnings, so that one name never fails a whole
// imported catalog; and a function that declares no side effect is read as
// a write when a verb that changes something leads or ends its name
// (cancel_order), with one warning per file naming those functions.
//
// A manifest looks like this:
//
//	tools:
//	  - name: query_metric_center
//	    description: 查询指标中心的核心业务指标 / core business metrics (T+1 aggregates).
//	    when_to_use: revenue, DAU or conversion of a past day
//	    when_not_to_use: today's real-time data (use query_realtime_metric)
//	    side_effect: read
//	    timeout: 5s
//	    parameters:
//	      type: object
//	      properties:
//	        metric: {type: string, enum: [revenue, dau, cvr]}
//	        date: {type: string, format: date}
//	      required: [metric, date]
//	    http:
//	      method: GET
//	      url: ${env:METRICS_URL}/v1/metrics/{metric}
//	      query: {date: "{date}"}
//	      headers: {Authorization: "Bearer ${env:METRICS_TOKEN}"}
//	      extract: data
//	      business_code: {path: code, ok: [0], message_path: message}
//	import: [catalog.json]
//
// Templates use {name} for an argument and ${env:NAME} for a value taken from
// the runner's environment at start (secrets: never logged).
package manifest
