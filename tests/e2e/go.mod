module github.com/hermes-agent/hermes/tests/e2e

go 1.26.0

require (
	github.com/hermes-agent/hermes/libs v0.0.0
	github.com/hermes-agent/hermes/services/planner v0.0.0
	github.com/hermes-agent/hermes/services/toolrunner v0.0.0
)

replace (
	github.com/hermes-agent/hermes/libs => ../../libs
	github.com/hermes-agent/hermes/services/planner => ../../services/planner
	github.com/hermes-agent/hermes/services/toolrunner => ../../services/toolrunner
)
