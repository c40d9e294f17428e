module github.com/hermes-agent/hermes/services/gateway

go 1.26.0
