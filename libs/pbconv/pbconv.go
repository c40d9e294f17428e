// Package pbconv converts between hermes's domain types (toolspec.Spec,
// toolerr.Error) and their protobuf messages. Services call it at their gRPC
// edge so that generated types stop there.
package pbconv

import (
	"encoding/json"

	"google.golang.org/protobuf/types/known/durationpb"

	hermesv1 "github.com/hermes-agent/hermes/libs/gen/hermes/v1"
	"github.com/hermes-agent/hermes/libs/toolerr"
	"github.com/hermes-agent/hermes/libs/toolspec"
)

// SideEffect converts a side-effect class to its enum.
func SideEffect(s toolspec.SideEffect) hermesv1.SideEffect {
	switch s {
	case toolspec.Read:
		return hermesv1.SideEffect_SIDE_EFFECT_READ
	case toolspec.Write:
		return hermesv1.SideEffect_SIDE_EFFECT_WRITE
	default:
		return hermesv1.SideEffect_SIDE_EFFECT_UNSPECIFIED
	}
}

// SideEffectFrom is the inverse of SideEffect; unspecified reads as Write,
// the safe assumption for a tool that does not say.
func SideEffectFrom(s hermesv1.SideEffect) toolspec.SideEffect {
	if s == hermesv1.SideEffect_SIDE_EFFECT_READ {
		return toolspec.Read
	}
	return toolspec.Write
}

// Summary returns the first-level index entry of a tool.
func Summary(s *toolspec.Spec) *hermesv1.ToolSummary {
	return &hermesv1.ToolSummary{
		Name:             s.Name,
		Summary:          s.Summary(),
		Family:           string(s.Family),
		SideEffect:       SideEffect(s.SideEffect),
		RequiresApproval: s.RequiresApproval,
		OriginalName:     s.OriginalName,
	}
}

// Schema returns the full descriptor of a tool.
func Schema(s *toolspec.Spec) *hermesv1.ToolSchema {
	return &hermesv1.ToolSchema{
		Name:             s.Name,
		Description:      s.Description,
		WhenToUse:        s.WhenToUse,
		WhenNotToUse:     s.WhenNotToUse,
		ParametersJson:   string(s.Parameters),
		ReturnsJson:      string(s.Returns),
		SideEffect:       SideEffect(s.SideEffect),
		RequiresApproval: s.RequiresApproval,
		Timeout:          durationpb.New(s.EffectiveTimeout()),
		Family:           string(s.Family),
		Roles:            s.Roles,
		OriginalName:     s.OriginalName,
	}
}

// Spec is the inverse of Schema.
func Spec(pb *hermesv1.ToolSchema) toolspec.Spec {
	s := toolspec.Spec{
		Name:             pb.GetName(),
		Description:      pb.GetDescription(),
		WhenToUse:        pb.GetWhenToUse(),
		WhenNotToUse:     pb.GetWhenNotToUse(),
		SideEffect:       SideEffectFrom(pb.GetSideEffect()),
		RequiresApproval: pb.GetRequiresApproval(),
		Timeout:          pb.GetTimeout().AsDuration(),
		Family:           toolspec.Family(pb.GetFamily()),
		Roles:            pb.GetRoles(),
		OriginalName:     pb.GetOriginalName(),
	}
	if p := pb.GetParametersJson(); p != "" {
		s.Parameters = json.RawMessage(p)
	}
	if r := pb.GetReturnsJson(); r != "" {
		s.Returns = json.RawMessage(r)
	}
	return s
}

// ErrorKind converts a kind to its enum.
func ErrorKind(k toolerr.Kind) hermesv1.ErrorKind {
	switch k {
	case toolerr.Param:
		return hermesv1.ErrorKind_ERROR_KIND_PARAM
	case toolerr.Business:
		return hermesv1.ErrorKind_ERROR_KIND_BUSINESS
	case toolerr.System:
		return hermesv1.ErrorKind_ERROR_KIND_SYSTEM
	default:
		return hermesv1.ErrorKind_ERROR_KIND_UNSPECIFIED
	}
}

// ErrorKindFrom is the inverse of ErrorKind.
func ErrorKindFrom(k hermesv1.ErrorKind) toolerr.Kind {
	switch k {
	case hermesv1.ErrorKind_ERROR_KIND_PARAM:
		return toolerr.Param
	case hermesv1.ErrorKind_ERROR_KIND_BUSINESS:
		return toolerr.Business
	case hermesv1.ErrorKind_ERROR_KIND_SYSTEM:
		return toolerr.System
	default:
		return toolerr.KindUnspecified
	}
}

// ToolError converts a normalized error to its message; nil stays nil.
func ToolError(e *toolerr.Error) *hermesv1.ToolError {
	if e == nil {
		return nil
	}
	return &hermesv1.ToolError{
		Kind:      ErrorKind(e.Kind),
		Code:      e.Code,
		Message:   e.Message,
		Hint:      e.Hint,
		Retryable: e.Retryable,
	}
}

// ToolErrorFrom is the inverse of ToolError; nil stays nil.
func ToolErrorFrom(pb *hermesv1.ToolError) *toolerr.Error {
	if pb == nil {
		return nil
	}
	return &toolerr.Error{
		Kind:      ErrorKindFrom(pb.GetKind()),
		Code:      pb.GetCode(),
		Message:   pb.GetMessage(),
		Hint:      pb.GetHint(),
		Retryable: pb.GetRetryable(),
	}
}
