package model

import (
	"context"

	"github.com/openai/openai-go/v3"
	"github.com/openai/openai-go/v3/option"
)

// ChatObserver is told of each request to the model server, for traces
// and token metrics; the engine itself imports no telemetry.
type ChatObserver interface {
	// StartChat begins one chat-completions request to model; the
	// returned context carries the request, and end is called once with
	// its outcome.
	StartChat(ctx context.Context, model string) (_ context.Context, end func(ChatEnd))
}

// ChatEnd is how one request ended: the token usage the server reported
// (zero when it reported none) or the request's error.
type ChatEnd struct {
	InputTokens, OutputTokens int
	Err                       error
}

// nopChat observes nothing.
type nopChat struct{}

func (nopChat) StartChat(ctx context.Context, _ string) (context.Context, func(ChatEnd)) {
	return ctx, func(ChatEnd) {}
}

// observedChat is the one request to the server, observed.
func (e *Engine) observedChat(ctx context.Context, params openai.ChatCompletionNewParams, opts ...option.RequestOption) (*openai.ChatCompletion, error) {
	obs := e.opts.Observer
	if obs == nil {
		obs = nopChat{}
	}
	ctx, end := obs.StartChat(ctx, e.opts.Model)
	resp, err := e.chat.New(ctx, params, opts...)
	if err != nil {
		end(ChatEnd{Err: err})
		return nil, err
	}
	end(ChatEnd{InputTokens: int(resp.Usage.PromptTokens), OutputTokens: int(resp.Usage.CompletionTokens)})
	return resp, nil
}
