module github.com/hermes-agent/hermes/cmd/hermes

go 1.26.0
